import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from '#src/hooks/use-single-flight.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A button wired the way pages wire it: the guard is the hook, not `disabled` from a render. */
function SaveButton({ action }: { action: () => Promise<unknown> }) {
  const { run, busy } = useSingleFlight();
  return (
    <button type="button" aria-busy={busy} onClick={() => void run(action)?.catch(() => {})}>
      {busy ? 'Saving' : 'Save'}
    </button>
  );
}

describe('useSingleFlight (one action is one request)', () => {
  it('starts one run for two calls in the same tick and answers undefined to the second', async () => {
    const pending = deferred<string>();
    const action = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useSingleFlight());

    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = result.current.run(action);
      second = result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBeUndefined();
    expect(result.current.busy).toBe(true);

    await act(async () => {
      pending.resolve('saved');
      await expect(first).resolves.toBe('saved');
    });
    expect(result.current.busy).toBe(false);
  });

  it('ten synchronous clicks (a stale render cannot help) start exactly one run', async () => {
    const pending = deferred<undefined>();
    const action = vi.fn(() => pending.promise);
    render(<SaveButton action={action} />);
    const button = screen.getByRole('button', { name: 'Save' });
    // fireEvent dispatches synchronously, with no render in between: what a double-click or a
    // held Enter key does to a guard read from the last render.
    for (let click = 0; click < 10; click += 1) fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Saving' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => pending.resolve(undefined));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('a double-click and Enter pressed ten times start one run', async () => {
    const user = setupUser();
    const pending = deferred<undefined>();
    const action = vi.fn(() => pending.promise);
    render(<SaveButton action={action} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    button.focus();
    await user.keyboard('{Enter>10/}');
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(undefined));
  });

  it('releases the guard after a failure, so the next click runs again', async () => {
    const first = deferred<undefined>();
    const action = vi
      .fn<() => Promise<undefined>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSingleFlight());

    let run: Promise<undefined> | undefined;
    act(() => {
      run = result.current.run(action);
    });
    await act(async () => {
      first.reject(new Error('network'));
      await expect(run).rejects.toThrow('network');
    });
    expect(result.current.busy).toBe(false);

    await act(async () => {
      await result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('treats a synchronous throw as a failed run and releases the guard', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(async () => {
      await expect(
        result.current.run(() => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
    });
    expect(result.current.busy).toBe(false);
    const again = vi.fn(() => Promise.resolve(1));
    await act(async () => {
      await expect(result.current.run(again)).resolves.toBe(1);
    });
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps the same run function across renders (safe in effect and callback deps)', () => {
    const { result, rerender } = renderHook(() => useSingleFlight());
    const { run } = result.current;
    rerender();
    expect(result.current.run).toBe(run);
  });

  it('each hook instance guards its own action: two different actions do not block each other', () => {
    const { result: pause } = renderHook(() => useSingleFlight());
    const { result: remove } = renderHook(() => useSingleFlight());
    const pauseAction = vi.fn(() => new Promise<undefined>(() => {}));
    const removeAction = vi.fn(() => new Promise<undefined>(() => {}));
    act(() => {
      void pause.current.run(pauseAction);
      void remove.current.run(removeAction);
    });
    expect(pauseAction).toHaveBeenCalledTimes(1);
    expect(removeAction).toHaveBeenCalledTimes(1);
  });
});
