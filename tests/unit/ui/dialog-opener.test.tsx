import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogOpener } from '#src/components/ui/dialog/dialog-opener.tsx';
import { loadOnce } from '#src/domain/load-once.ts';
import { setupUser } from '#tests/support/user.ts';

// A dialog's code on a slow line: held until the test lets it arrive (or fail).
function heldCode() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const download = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return {
    load: loadOnce(download),
    download,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

function renderOpener(load: () => Promise<unknown>) {
  const onOpen = vi.fn();
  render(
    <DialogOpener load={load} onOpen={onOpen}>
      Pause plan
    </DialogOpener>,
  );
  return { onOpen, button: screen.getByRole('button', { name: 'Pause plan' }) };
}

describe('<DialogOpener> (a dialog whose code may not have arrived)', () => {
  it('pressed before its code: working at once, focus kept, further presses ignored, opened when it comes', async () => {
    const code = heldCode();
    const { onOpen, button } = renderOpener(code.load);
    const user = setupUser({ waitForLoads: false });
    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByTestId('loading-button-spinner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Working…');
    await user.click(button);
    expect(onOpen).not.toHaveBeenCalled();

    await code.arrive();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(code.download).toHaveBeenCalledTimes(1);
  });

  it('with its code here, a press opens at once', async () => {
    const load = loadOnce(() => Promise.resolve());
    await load();
    const { onOpen, button } = renderOpener(load);
    await setupUser().click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('a failed download still opens: the dialog says so in its place, with Try again', async () => {
    const code = heldCode();
    const { onOpen, button } = renderOpener(code.load);
    await setupUser({ waitForLoads: false }).click(button);
    // loadOnce tries once more at once: both attempts fail.
    await code.fail(new Error('offline'));
    await code.fail(new Error('offline'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('pointing at it or focusing it starts the download', async () => {
    const code = heldCode();
    const { button } = renderOpener(code.load);
    await setupUser({ waitForLoads: false }).hover(button);
    expect(code.download).toHaveBeenCalledTimes(1);
    act(() => button.focus());
    expect(code.download).toHaveBeenCalledTimes(1);
    // Nothing left loading for the next test to wait on (tests/support/user.ts).
    await code.arrive();
  });
});
