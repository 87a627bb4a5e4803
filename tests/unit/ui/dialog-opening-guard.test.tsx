import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '#src/components/ui/button/button.tsx';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { STAYS_LIVE_OVER_DIALOG } from '#src/components/ui/dialog/stays-live-over-dialog.ts';
import { holdPageClock, passDialogOpeningTime } from '#tests/support/dialog-clock.ts';
import { setupUser } from '#tests/support/user.ts';

// A press in a dialog's first moments (use-opening-guard.ts) is the opener's second tap or click,
// whatever it lands on. jsdom has no layout: each control of the dialog is pressed in turn, as a
// second tap would land on whichever lay under the opener.
function Harness({ onAct }: { onAct: (what: string) => void }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState('choose');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change next delivery</Button>
      <Dialog
        open={open}
        onClose={() => {
          onAct('close');
          setOpen(false);
        }}
        title="Your next delivery"
        step={step}
        footer={<Button onClick={() => onAct('ship')}>Ship now</Button>}
      >
        <a href="#elsewhere" onClick={() => onAct('link')}>
          Delivery terms
        </a>
        <label>
          <input type="checkbox" onChange={() => onAct('checkbox')} /> Leave at the door
        </label>
        <select aria-label="Reason" onChange={() => onAct('select')}>
          <option>None</option>
          <option>Away</option>
        </select>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onAct('submit');
          }}
        >
          <input aria-label="Note" />
          <button type="submit">Send</button>
        </form>
        <Button onClick={() => setStep('confirm')}>Next step</Button>
      </Dialog>
    </>
  );
}

async function openHarness() {
  const onAct = vi.fn();
  const user = setupUser({ readsDialogs: false });
  render(<Harness onAct={onAct} />);
  // Every press of the test inside the opening time, however slow the machine.
  holdPageClock();
  await user.click(screen.getByRole('button', { name: 'Change next delivery' }));
  const dialog = await screen.findByRole('dialog');
  return { user, onAct, dialog };
}

describe('a dialog’s opening time', () => {
  it.each([
    ['the close button', () => screen.getByRole('button', { name: 'Close' })],
    ['a footer button', () => screen.getByRole('button', { name: 'Ship now' })],
    ['a link', () => screen.getByRole('link', { name: 'Delivery terms' })],
    ['a checkbox', () => screen.getByRole('checkbox')],
    ['a checkbox’s label', () => screen.getByText('Leave at the door')],
    ['a submit button', () => screen.getByRole('button', { name: 'Send' })],
    ['the backdrop', () => screen.getByTestId('dialog-backdrop')],
  ])('a second press on %s activates nothing; once it has passed, it does', async (_what, find) => {
    const { user, onAct, dialog } = await openHarness();
    await user.click(find());
    expect(onAct).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(location.hash).toBe('');
    expect(dialog).toBeInTheDocument();

    passDialogOpeningTime();
    await user.click(find());
    expect(onAct).toHaveBeenCalledTimes(1);
    if (location.hash) history.replaceState(null, '', location.pathname);
  });

  it('a press on a field or a list takes no focus in it', async () => {
    const { user, onAct } = await openHarness();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    expect(note).not.toHaveFocus();
    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    expect(screen.getByRole('combobox', { name: 'Reason' })).not.toHaveFocus();
    expect(onAct).not.toHaveBeenCalled();
  });

  it('a press begun within it is refused to its end, however late it ends', async () => {
    const { user, onAct } = await openHarness();
    const ship = screen.getByRole('button', { name: 'Ship now' });
    await user.pointer({ keys: '[MouseLeft>]', target: ship });
    passDialogOpeningTime();
    await user.pointer({ keys: '[/MouseLeft]', target: ship });
    expect(onAct).not.toHaveBeenCalled();
    // The next press, and Enter on the focused button, count.
    ship.focus();
    await user.keyboard('{Enter}');
    expect(onAct).toHaveBeenCalledWith('ship');
  });

  it('a held Enter repeating into the dialog presses nothing, at any time', async () => {
    const { onAct } = await openHarness();
    passDialogOpeningTime();
    const ship = screen.getByRole('button', { name: 'Ship now' });
    ship.focus();
    // The key events a held key delivers (user-event's keyboard sets no `repeat`): refused.
    expect(fireEvent.keyDown(ship, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(ship, { key: ' ', repeat: true })).toBe(false);
    // A held Space in a text field types spaces; a fresh Enter is a press.
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(fireEvent.keyDown(note, { key: ' ', repeat: true })).toBe(true);
    expect(fireEvent.keyDown(ship, { key: 'Enter' })).toBe(true);
    expect(onAct).not.toHaveBeenCalled();
  });

  it('a new step is a new opening', async () => {
    const { user, onAct } = await openHarness();
    passDialogOpeningTime();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Ship now' }));
    expect(onAct).not.toHaveBeenCalled();
    passDialogOpeningTime();
    await user.click(screen.getByRole('button', { name: 'Ship now' }));
    expect(onAct).toHaveBeenCalledWith('ship');
  });

  it('presses outside the dialog (a toast’s) are not its to refuse', async () => {
    const { user, onAct } = await openHarness();
    const toasts = document.body.appendChild(document.createElement('div'));
    toasts.setAttribute(STAYS_LIVE_OVER_DIALOG, '');
    render(
      <button type="button" onClick={() => onAct('toast')}>
        Dismiss
      </button>,
      { container: toasts },
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onAct).toHaveBeenCalledWith('toast');
    toasts.remove();
  });
});
