import { render, screen } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { holdPageClock, passDialogOpeningTime } from '#tests/support/dialog-clock.ts';

function PauseDialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Pause plan</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Pause your autoship?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button onClick={() => setOpen(false)}>Pause</Button>
          </>
        }
      >
        <p>No deliveries until you restart.</p>
      </Dialog>
    </>
  );
}

async function openDialog(options: { readsDialogs?: boolean } = {}) {
  const user = setupUser(options);
  render(<PauseDialogHarness />);
  // A hasty user's presses all land inside the opening time, however slow the machine.
  if (options.readsDialogs === false) holdPageClock();
  const opener = screen.getByRole('button', { name: 'Pause plan' });
  await user.click(opener);
  // The open dialog's code is a chunk of its own: the dialog shows once it is there.
  return { user, opener, dialog: await screen.findByRole('dialog') };
}

describe('<Dialog>', () => {
  it('is a modal labelled by its title and described by its body', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Pause your autoship?');
    expect(dialog).toHaveAccessibleDescription('No deliveries until you restart.');
  });

  it('moves focus into the dialog on open (first action, not the close button)', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const keep = screen.getByRole('button', { name: 'Keep it' });
    const pause = screen.getByRole('button', { name: 'Pause' });

    await user.tab();
    expect(pause).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from the last to the first
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(pause).toHaveFocus(); // wrapped from the first to the last
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and a backdrop click, returning focus each time', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a second tap within the opening time, landing on the backdrop, leaves the dialog open', async () => {
    const { user, dialog } = await openDialog({ readsDialogs: false });
    // Where the opener was, the backdrop now is: the second of two taps lands there.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('dialog-backdrop') });
    expect(dialog).toBeInTheDocument();
    passDialogOpeningTime();
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('dialog-backdrop') });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when the click lands inside the panel', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('No deliveries until you restart.'));
    expect(dialog).toBeInTheDocument();
  });
});
