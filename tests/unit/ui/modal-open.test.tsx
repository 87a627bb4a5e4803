import { cleanup, render, screen } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '#src/components/ui/dialog/dialog.tsx';
import { acquireModalOpen, MODAL_OPEN_CLASS } from '#src/components/ui/dialog/modal-open.ts';

function scrollLocked(): boolean {
  return (
    document.documentElement.classList.contains(MODAL_OPEN_CLASS) &&
    document.body.classList.contains(MODAL_OPEN_CLASS)
  );
}

// A dialog that can open a second one on top (e.g. the terms pop-up over the address editor).
function TwoDialogs() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Edit address
      </button>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Address">
        <button type="button" onClick={() => setInner(true)}>
          Read terms
        </button>
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} title="Terms">
        <p>Terms text</p>
      </Dialog>
    </>
  );
}

afterEach(() => {
  cleanup();
  expect(scrollLocked()).toBe(false); // nothing leaks between tests
});

describe('modal-open state (spec section 4: blocks page scroll)', () => {
  it('locks page scroll while a dialog is open and unlocks when it closes', async () => {
    const user = setupUser();
    render(<TwoDialogs />);
    expect(scrollLocked()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    // The open dialog's code is a chunk of its own: the dialog shows once it is there.
    await screen.findByRole('dialog', { name: 'Address' });
    expect(scrollLocked()).toBe(true);
    await user.keyboard('{Escape}');
    expect(scrollLocked()).toBe(false);
  });

  it('counts references: closing the inner of two dialogs keeps the page locked', async () => {
    const user = setupUser();
    render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await screen.findByRole('dialog', { name: 'Address' });
    await user.click(screen.getByRole('button', { name: 'Read terms' }));
    await screen.findByRole('dialog', { name: 'Terms' });
    expect(scrollLocked()).toBe(true);

    // Escape closes only the top dialog, and focus goes back to its opener.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Terms' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read terms' })).toHaveFocus();
    expect(scrollLocked()).toBe(true);

    await user.keyboard('{Escape}');
    expect(scrollLocked()).toBe(false);
    expect(screen.getByRole('button', { name: 'Edit address' })).toHaveFocus();
  });

  it('unlocks when an open dialog is unmounted with its page', async () => {
    const user = setupUser();
    const { unmount } = render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await screen.findByRole('dialog', { name: 'Address' });
    unmount();
    expect(scrollLocked()).toBe(false);
  });

  it('release functions are idempotent, so a double release cannot unlock another holder', () => {
    const releaseA = acquireModalOpen();
    const releaseB = acquireModalOpen();
    releaseA();
    releaseA();
    expect(scrollLocked()).toBe(true);
    releaseB();
    expect(scrollLocked()).toBe(false);
  });
});
