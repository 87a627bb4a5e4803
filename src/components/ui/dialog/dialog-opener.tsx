import { useEffect, useRef, useState } from 'react';
import {
  LoadingButton,
  type LoadingButtonProps,
} from '#src/components/ui/loading-button/loading-button.tsx';
import { hasLoaded } from '#src/domain/load-once.ts';

export interface DialogOpenerProps extends Omit<LoadingButtonProps, 'state' | 'onClick'> {
  /** The dialog's code, a loadOnce (lazyUntilOpen's): fetched when pointed at or focused. */
  load: () => Promise<unknown>;
  onOpen: () => void;
}

/**
 * A button that opens a dialog whose code may not have arrived (a slow line): pressed before it
 * has, it shows at once that it is working, ignores further presses, and opens the dialog when
 * the code comes (a failed download opens it too: the dialog says so in place, with Try again).
 */
export function DialogOpener({ load, onOpen, children, ...rest }: DialogOpenerProps) {
  const [waiting, setWaiting] = useState(false);
  const latestOpen = useRef(onOpen);
  const mounted = useRef(false);
  useEffect(() => {
    latestOpen.current = onOpen;
  });
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const fetchCode = () => void load().catch(() => undefined);

  function press() {
    if (hasLoaded(load)) return onOpen();
    setWaiting(true);
    void load()
      .catch(() => undefined)
      .then(() => {
        if (!mounted.current) return;
        setWaiting(false);
        latestOpen.current();
      });
  }

  return (
    <LoadingButton
      {...rest}
      state={waiting ? 'loading' : 'content'}
      focusableWhileBusy
      onClick={press}
      onPointerEnter={fetchCode}
      onPointerDown={fetchCode}
      onFocus={fetchCode}
    >
      {children}
    </LoadingButton>
  );
}
