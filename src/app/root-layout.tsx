import type { ReactNode } from 'react';
import { DeviceFlag } from '#src/components/ui/device-flag/device-flag.tsx';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';
import { PageLoadWatchdog } from './page-load-watchdog.tsx';

/**
 * What every route shares: the page itself, the toast stack, the device flag and the page-load
 * check of the review page.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
      <DeviceFlag />
      <PageLoadWatchdog />
    </>
  );
}
