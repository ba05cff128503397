import type { Page } from 'playwright-core';

/** Chromium's throttling for a first visit on a mid-range phone: 4x slower CPU, slow 4G. */
export const CPU_SLOWDOWN = 4;
/** Slow 4G as Lighthouse defines it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const LONG_TASK_MS = 50;
/** Long tasks and layout shifts are counted until this long after load (a stand-in for time to interactive). */
const SETTLE_MS = 5_000;

export interface PageFigures {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The path of every script the page fetched until it settled. */
  scripts: string[];
}

interface RawFigures {
  fcp: number;
  lcp: number;
  cls: number;
  longTasks: { start: number; duration: number }[];
}

/** Registered before any page script runs, so no entry is missed (the observers are buffered too). */
export const OBSERVE_PAGE = () => {
  const figures: RawFigures = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  (window as unknown as { __perf: RawFigures }).__perf = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') figures.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      figures.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) figures.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * One cold load of `url` under the throttling above, waiting for `ready` (the page's first heading) and
 * then SETTLE_MS. TBT is the long tasks' time over 50 ms after first paint; CLS sums every shift the
 * visitor did not cause (stricter than Lighthouse's largest session window).
 */
export async function measureLoad(page: Page, url: string, throttle: boolean): Promise<PageFigures> {
  const cdp = await page.context().newCDPSession(page);
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  // LCP stops updating at the first input; reading it now is what a visitor who has not yet touched sees.
  const raw = await page.evaluate(() => (window as unknown as { __perf: RawFigures }).__perf);
  const tbt = raw.longTasks
    .filter((task) => task.start >= raw.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  await cdp.detach();
  return { fcp: raw.fcp, lcp: raw.lcp, tbt, cls: raw.cls, scripts };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
