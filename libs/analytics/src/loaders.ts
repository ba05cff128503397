import { onTrack } from './track';

/**
 * The analytics tools of the global config, loaded by `loadAnalytics` after first paint. This module is
 * its own entry point (`@casino/analytics/loaders`) so the shell imports it lazily and none of it is in
 * the home page's first load.
 */

/** The global config's analytics ids (spec 3); null or [] means the tool is off. */
export interface AnalyticsConfig {
  google_tag_management: string | null;
  google_analytic_id: string | null;
  hotjar_site_id: string | null;
  facebook_meta_pixel: readonly string[];
}

export type AnalyticsTool = 'gtm' | 'ga' | 'hotjar' | 'pixel';

type Queue = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Queue;
    hj?: Queue & { q?: unknown[] };
    _hjSettings?: { hjid: number; hjsv: number };
    fbq?: Queue;
    _fbq?: Queue;
  }
}

/**
 * The id formats the contracts' siteAdminApi checks on the way in (GtmContainerId, GaMeasurementId,
 * HotjarSiteId, MetaPixelId; loaders.test.ts holds them equal). Repeated here so this lazy chunk shares no
 * code with the first load: importing the contracts made the bundler split them out of the session chunk,
 * half a kilobyte more for every first visit.
 */
export const ID_FORMATS: Record<AnalyticsTool, RegExp> = {
  gtm: /^GTM-[A-Z0-9]{4,12}$/,
  ga: /^G-[A-Z0-9]{4,16}$/,
  hotjar: /^\d{5,10}$/,
  pixel: /^\d{10,20}$/,
};

const started = new Set<string>();
const failed = new Set<AnalyticsTool>();

/**
 * Adds an async script; a failed load (offline, blocked by the network or by the content security
 * policy) is caught and logged once per tool, and the site carries on without it.
 */
function loadScript(tool: AnalyticsTool, src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset['analytics'] = tool;
  script.addEventListener('error', () => {
    if (failed.has(tool)) return;
    failed.add(tool);
    console.warn(`analytics: ${tool} could not be loaded from ${src}; the site runs without it`);
  });
  document.head.appendChild(script);
}

/** Each tool once per page life, whatever the config says later (a new id applies on the next load). */
function once(key: string, start: () => void): boolean {
  if (started.has(key)) return false;
  started.add(key);
  start();
  return true;
}

function startGtm(id: string) {
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript('gtm', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

function startGa(id: string) {
  const dataLayer = (window.dataLayer ??= []);
  window.gtag ??= function gtag() {
    // gtag.js reads only Arguments objects from the queue, as Google's own snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views come through track() (one per route), not from gtag's own first-load one.
  window.gtag('config', id, { send_page_view: false });
  loadScript('ga', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  onTrack(({ event, params }) => window.gtag?.('event', event, params));
}

function startHotjar(id: string) {
  const hj: Queue & { q?: unknown[] } = (...args: unknown[]) => (hj.q ??= []).push(args);
  window.hj ??= hj;
  window._hjSettings = { hjid: Number(id), hjsv: 6 };
  loadScript('hotjar', `https://static.hotjar.com/c/hotjar-${id}.js?sv=6`);
  onTrack(({ event }) => window.hj?.('event', event));
}

interface PixelQueue extends Queue {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Queue;
  loaded: boolean;
  version: string;
}

function startPixel(ids: readonly string[]) {
  // The queue Meta's snippet sets up; fbevents.js replays it and takes over callMethod once loaded.
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as PixelQueue;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq ??= fbq;
  window._fbq ??= window.fbq;
  for (const id of ids) window.fbq('init', id);
  loadScript('pixel', 'https://connect.facebook.net/en_US/fbevents.js');
  onTrack(({ event, params }) =>
    event === 'page_view' ? window.fbq?.('track', 'PageView') : window.fbq?.('trackCustom', event, params),
  );
}

/**
 * Starts each configured tool whose id is well formed (anything else is skipped with a warning: an id
 * goes into a script URL). Returns the tools started by this call.
 */
export function loadAnalytics(config: AnalyticsConfig): AnalyticsTool[] {
  const loaded: AnalyticsTool[] = [];
  const valid = (tool: AnalyticsTool, id: string) => {
    if (ID_FORMATS[tool].test(id)) return true;
    console.warn(`analytics: ${tool} id ${JSON.stringify(id)} is malformed; not loaded`);
    return false;
  };
  const gtm = config.google_tag_management;
  if (gtm && valid('gtm', gtm) && once(`gtm:${gtm}`, () => startGtm(gtm))) loaded.push('gtm');
  const ga = config.google_analytic_id;
  if (ga && valid('ga', ga) && once(`ga:${ga}`, () => startGa(ga))) loaded.push('ga');
  const hotjar = config.hotjar_site_id;
  if (hotjar && valid('hotjar', hotjar) && once(`hotjar:${hotjar}`, () => startHotjar(hotjar))) {
    loaded.push('hotjar');
  }
  const pixels = config.facebook_meta_pixel.filter((id) => valid('pixel', id));
  if (pixels.length > 0 && once(`pixel:${pixels.join(',')}`, () => startPixel(pixels))) loaded.push('pixel');
  return loaded;
}

/** Tests only: forgets what was started and which failures were logged. */
export function resetLoaders(): void {
  started.clear();
  failed.clear();
}
