/** How long a chat vendor's script, and then its widget, may take before its link is used instead. */
export const CHAT_TIMEOUT_MS = 15_000;

const loads = new Map<string, Promise<void>>();

/**
 * Adds an async script once per page (by src). Resolves when it has run; rejects when it cannot be
 * fetched (offline, blocked by the network or by the content security policy) or has not loaded after
 * `timeoutMs`. A failed script is removed, so a later call tries again.
 */
export function loadScript(
  src: string,
  { id, timeoutMs = CHAT_TIMEOUT_MS }: { id?: string; timeoutMs?: number } = {},
): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    if (id) script.id = id;
    const fail = (reason: string) => {
      clearTimeout(timer);
      loads.delete(src);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`no answer in ${timeoutMs / 1000} s`), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('its script could not be fetched'));
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

/** Forgets which scripts were loaded (see forgetChatWidgets). */
export function forgetScripts(): void {
  loads.clear();
}
