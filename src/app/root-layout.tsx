import type { ReactNode } from 'react';
import { DeviceFlag } from '#src/components/ui/device-flag/device-flag.tsx';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';

/** What every route shares: the page itself, the toast stack and the device flag. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
      <DeviceFlag />
    </>
  );
}
