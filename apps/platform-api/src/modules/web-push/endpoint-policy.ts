/**
 * The browsers' push services, by host (a leading `*.` covers subdomains): Chrome, Opera, Samsung
 * Internet and other Chromium browsers use Google's, Firefox Mozilla's, Safari Apple's, Edge Microsoft's.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export type EndpointVerdict = { allowed: true } | { allowed: false; why: string };

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host,
  );
}

/**
 * Where this server may send pushes (it POSTs to whatever URL a member's browser gave, so the list is
 * closed): with the dev tools (the demo, tests) any https address and http on this machine, the stand-in
 * push service tests run; without them only https on a browser vendor's push service.
 */
export function endpointVerdict(endpoint: string, devTools: boolean): EndpointVerdict {
  if (!URL.canParse(endpoint)) return { allowed: false, why: 'not a URL' };
  const url = new URL(endpoint);
  if (devTools) return { allowed: true };
  if (url.protocol !== 'https:') return { allowed: false, why: 'push services are reached over https only' };
  if (url.port !== '' && url.port !== '443') return { allowed: false, why: 'not the https port' };
  if (!isPushServiceHost(url.hostname)) {
    return { allowed: false, why: `${url.hostname} is not a browser's push service` };
  }
  return { allowed: true };
}
