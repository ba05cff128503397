import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { BIN, webDist } from './paths';
import { run } from './run';
import { startServices } from './services';
import { temporaryDataDir, webBuildArgs } from './stack';

/**
 * `npx tsx tools/scripts/src/web-perf.ts [--brands a,b] [--runs 3]`
 * (also the `scripts:bench` target): per brand, builds casino-web, reports the gzip size of the home
 * route's initial JS and CSS from the Vite manifest, serves the build from the API as `npm start` does,
 * and measures LCP and TBT of /en in headless Chromium with a 4x CPU slowdown.
 */

const DEFAULT_BRANDS = ['royal-siam', 'neon-jungle'];
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Long tasks are counted until this long after load, a stand-in for Lighthouse's time to interactive. */
const SETTLE_MS = 5_000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

interface InitialAssets {
  js: string[];
  css: string[];
}

/** The entry chunk, its static imports (transitively) and their CSS: what the first page load fetches. */
function initialAssets(manifest: Record<string, ManifestChunk>): InitialAssets {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return { js: [...js], css: [...css] };
}

const gzipBytes = (dir: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

interface PaintFigures {
  fcp: number;
  lcp: number;
  tbt: number;
}

/** Registered before any page script runs, so no entry is missed (the observers are buffered too). */
const OBSERVE_PAINTS = () => {
  const figures = { fcp: 0, lcp: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __perf: typeof figures }).__perf = figures;
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
};

async function measureOnce(page: Page, url: string): Promise<PaintFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  // LCP stops updating at the first input; reading it now is what a visitor who has not yet touched sees.
  const raw = await page.evaluate(
    () =>
      (
        window as unknown as {
          __perf: { fcp: number; lcp: number; longTasks: { start: number; duration: number }[] };
        }
      ).__perf,
  );
  const tbt = raw.longTasks
    .filter((task) => task.start >= raw.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  await cdp.detach();
  return { fcp: raw.fcp, lcp: raw.lcp, tbt };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const brands = option('brands')?.split(',') ?? DEFAULT_BRANDS;
  const runs = Number(option('runs') ?? 3);
  const port = Number(process.env['PERF_PORT'] ?? 3460);
  const rows: string[] = [];

  for (const brand of brands) {
    const build = await run(join(BIN, 'nx'), webBuildArgs(brand), { env: { BRAND: brand, NX_TUI: 'false' } });
    if (build.code !== 0) throw new Error(`Building casino-web for ${brand} failed`);
    // An `npm start` elsewhere may rebuild this brand's folder at any moment: measure and photograph a copy.
    const dist = mkdtempSync(join(tmpdir(), `casino-web-${brand}-`));
    cpSync(webDist(brand), dist, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const assets = initialAssets(manifest);
    const jsKb = gzipBytes(dist, assets.js) / 1024;
    const cssKb = gzipBytes(dist, assets.css) / 1024;

    const data = temporaryDataDir();
    const stack = await startServices([
      {
        name: `platform-api (${brand})`,
        command: join(BIN, 'tsx'),
        args: ['apps/platform-api/src/main.ts'],
        env: {
          PORT: String(port),
          HOST: 'localhost',
          DATA_DIR: data.dataDir,
          BRAND: brand,
          WEB_DIST: dist,
          NODE_ENV: 'production',
          // Production refuses the published development webhook secret; nothing is paid here.
          PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
          LOG_LEVEL: 'warn',
        },
        readyUrl: `http://localhost:${port}/healthz`,
      },
    ]);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const samples: PaintFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        // A new context per run: a first visit, nothing cached.
        const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
        await context.addInitScript(OBSERVE_PAINTS);
        samples.push(await measureOnce(await context.newPage(), `http://localhost:${port}/en`));
        await context.close();
      }
      const fcp = median(samples.map((s) => s.fcp));
      const lcp = median(samples.map((s) => s.lcp));
      const tbt = median(samples.map((s) => s.tbt));
      rows.push(
        `${brand.padEnd(12)} JS ${jsKb.toFixed(1).padStart(6)} kB  CSS ${cssKb.toFixed(1).padStart(5)} kB  ` +
          `FCP ${fcp.toFixed(0).padStart(5)} ms  LCP ${lcp.toFixed(0).padStart(5)} ms  TBT ${tbt.toFixed(0).padStart(5)} ms`,
      );
    } finally {
      await browser.close();
      stack.stop();
      await stack.stopped;
      data.cleanup();
      rmSync(dist, { recursive: true, force: true });
    }
  }

  console.log(
    `\ncasino-web home route (/en): initial JS and CSS gzip, median of ${runs} cold loads at ${CPU_SLOWDOWN}x CPU slowdown`,
  );
  for (const row of rows) console.log(row);
}

await main();
