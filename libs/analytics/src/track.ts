/** Values an event may carry: what dataLayer, gtag, the Meta pixel and Hotjar all take. */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export interface AnalyticsEvent {
  event: string;
  params: AnalyticsParams;
}

export type AnalyticsListener = (event: AnalyticsEvent) => void;

declare global {
  interface Window {
    /** Google Tag Manager's queue; events wait here until (and whether or not) GTM loads. */
    dataLayer?: unknown[];
  }
}

/** Enough for what happens before the tools load after first paint (a page view, an impression...). */
const HISTORY_MAX = 50;
const history: AnalyticsEvent[] = [];
const listeners = new Set<AnalyticsListener>();

function deliver(listener: AnalyticsListener, entry: AnalyticsEvent) {
  try {
    listener(entry);
  } catch (error) {
    // A tool's bug must not break the page that reported the event.
    console.warn('analytics: a listener failed', error);
  }
}

/**
 * Records an event for whatever analytics the site runs: pushed onto `window.dataLayer` as
 * `{ event, ...params }` (GTM reads the queue whenever it loads, and nothing reads it when no tool is
 * configured), and handed to the tools loaded so far (GA, the Meta pixel, Hotjar). Never throws.
 */
export function track(event: string, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const entry: AnalyticsEvent = { event, params };
  (window.dataLayer ??= []).push({ event, ...params });
  history.push(entry);
  if (history.length > HISTORY_MAX) history.shift();
  for (const listener of listeners) deliver(listener, entry);
}

/**
 * Calls `listener` with the recent events, then with every event tracked from now on: a tool loaded after
 * first paint still sees the page view it came too late for. Returns the unsubscribe function.
 */
export function onTrack(listener: AnalyticsListener): () => void {
  for (const entry of history) deliver(listener, entry);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forgets the history and listeners. */
export function resetTracking(): void {
  history.length = 0;
  listeners.clear();
}
