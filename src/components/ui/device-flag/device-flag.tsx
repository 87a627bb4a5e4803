import { useIsDesktop } from './use-is-desktop.ts';

type Device = 'desktop' | 'mobile';

/** Spec section 2: host scripts, tracking and tests read `data-device` without the breakpoint. */
export function DeviceFlag() {
  const device: Device = useIsDesktop() ? 'desktop' : 'mobile';
  return <div id="autoship-device-flag" data-device={device} hidden aria-hidden="true" />;
}
