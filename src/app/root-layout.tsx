import type { ReactNode } from 'react';
import { DeviceFlag } from '#src/components/ui/device-flag/device-flag.tsx';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';
import { PageLoadWatchdog } from './page-load-watchdog.tsx';

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
