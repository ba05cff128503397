/**
 * `promise`, or a rejection with `reason` when it has not settled after `timeoutMs` (a vendor's chat that
 * never starts, a service worker that never activates): the layer gives up and falls back instead of
 * waiting for ever.
 */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, reason: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(reason)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
