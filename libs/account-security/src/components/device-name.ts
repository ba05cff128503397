import type { useSecurityText } from '../text';

type T = ReturnType<typeof useSecurityText>;

/** "Chrome on Windows" in the page's language; product names stay as they are. */
export function deviceName(t: T, device: { browser: string | null; os: string | null }): string {
  if (device.browser && device.os) return t('device.both', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('device.unknown');
}
