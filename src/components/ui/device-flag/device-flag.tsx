import { useIsDesktop } from './use-is-desktop.ts';

type Device = 'desktop' | 'mobile';

/**
 * Spec section 2 "a desktop/mobile flag element": a hidden element whose `data-device` says which
 * layout is active. Rendered once by the app shell so host-page scripts, tracking and browser
 * tests can read the device without repeating the breakpoint.
 */
export function DeviceFlag() {
  const device: Device = useIsDesktop() ? 'desktop' : 'mobile';
  return <div id="autoship-device-flag" data-device={device} hidden aria-hidden="true" />;
}
