/** Counts running requests; the bar shows while at least one runs. Framework-free so tests and the shell share it. */
export interface ProgressTracker {
  start(): void;
  done(): void;
  isActive(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createProgressTracker(): ProgressTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    start() {
      pending += 1;
      if (pending === 1) notify();
    },
    done() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) notify();
    },
    isActive: () => pending > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Anything with the api-client's `request:start` / `request:end` events (structural, so ui-kit needs no import). */
export interface RequestEventSource {
  on(event: 'request:start' | 'request:end', handler: () => void): () => void;
}

/** Drives the tracker from request events; returns the unsubscribe. `request:end` fires on failure too. */
export function trackRequests(tracker: ProgressTracker, source: RequestEventSource): () => void {
  const offStart = source.on('request:start', () => tracker.start());
  const offEnd = source.on('request:end', () => tracker.done());
  return () => {
    offStart();
    offEnd();
  };
}
