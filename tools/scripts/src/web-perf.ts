import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordBenchRow } from '@casino/bench-report';
import type { Browser } from 'playwright-core';
import { buildBrandCopy, freePort, launchChromium, serveBrand } from './perf-stack';
import { CPU_SLOWDOWN, OBSERVE_PAGE, measureLoad, median } from './web-perf/page-metrics';
import type { PageFigures } from './web-perf/page-metrics';

/**
 * `npx tsx tools/scripts/src/web-perf.ts [--brands a,b] [--runs 5]` (also the `scripts:bench` target):
 * per brand, builds the shells, serves casino-web from the API as `npm start` does, and loads the home
 * page and the games page cold in headless Chromium at 4x CPU slowdown on slow 4G: the JavaScript each
 * loads until it settles (gzip -9), LCP, TBT and CLS, the median of the runs. The reference, loaded the
 * same way from the same server, is a static HTML page with one heading: the floor the network sets.
 */

const DEFAULT_BRANDS = ['royal-siam', 'neon-jungle'];
const HOME_JS_BUDGET_KB = 120;
const FLOOR_PAGE = 'bench-floor.html';
/** Home in both Home_Page_1 variants (each visitor gets one), and the games page. */
const PAGES = [
  { name: 'home', path: '/en?ab_Home_Page_1=A' },
  { name: 'home B', path: '/en?ab_Home_Page_1=B' },
  { name: 'games page', path: '/en/games' },
] as const;

const gzipKb = (dir: string, paths: string[]) =>
  [...new Set(paths)]
    .map((path) => join(dir, path))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function coldLoads(browser: Browser, url: string, runs: number): Promise<PageFigures[]> {
  const samples: PageFigures[] = [];
  for (let i = 0; i < runs; i += 1) {
    // A new context per run: a first visit, nothing cached.
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    await context.addInitScript(OBSERVE_PAGE);
    samples.push(await measureLoad(await context.newPage(), url, true));
    await context.close();
  }
  return samples;
}

async function measureBrand(brand: string, runs: number, lines: string[]) {
  const { dist, cleanup } = await buildBrandCopy(brand);
  writeFileSync(
    join(dist, FLOOR_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${brand}</title></head>` +
      `<body><h1>Welcome to ${brand}</h1></body></html>`,
  );
  const served = await serveBrand({ brand, dist, port: await freePort() });
  const browser = await launchChromium();
  const origin = served.origin;
  try {
    const floor = median((await coldLoads(browser, `${origin}/${FLOOR_PAGE}`, runs)).map((s) => s.lcp));
    for (const page of PAGES) {
      const samples = await coldLoads(browser, `${origin}${page.path}`, runs);
      const lcp = median(samples.map((s) => s.lcp));
      const tbt = median(samples.map((s) => s.tbt));
      const cls = median(samples.map((s) => s.cls));
      const jsKb = median(samples.map((s) => gzipKb(dist, s.scripts)));
      const method = `${page.path}, median of ${runs} cold loads, ${CPU_SLOWDOWN}x CPU, slow 4G, 1366x800`;
      if (page.name === 'home') {
        recordBenchRow({
          metric: `Home JS until settled, gzip (${brand})`,
          unit: 'kB',
          project: jsKb,
          target: { bound: 'max', value: HOME_JS_BUDGET_KB, on: 'project' },
          method: `every script ${page.path} fetches until 5 s after its heading shows, gzip -9`,
        });
      }
      recordBenchRow({
        metric: `LCP ${page.name} (${brand})`,
        unit: 'ms',
        project: lcp,
        reference: { name: 'static HTML page', value: floor },
        target: { bound: 'max', value: 1200, on: 'project' },
        method,
      });
      recordBenchRow({
        metric: `TBT ${page.name} (${brand})`,
        unit: 'ms',
        project: tbt,
        target: { bound: 'max', value: 100, on: 'project' },
        method,
      });
      recordBenchRow({
        metric: `CLS ${page.name} (${brand})`,
        unit: '',
        project: cls,
        target: { bound: 'max', value: 0.02, on: 'project' },
        method,
      });
      lines.push(
        `${brand.padEnd(12)} ${page.name.padEnd(10)} JS ${jsKb.toFixed(1).padStart(6)} kB  ` +
          `FCP ${median(samples.map((s) => s.fcp))
            .toFixed(0)
            .padStart(5)} ms  LCP ${lcp.toFixed(0).padStart(5)} ms ` +
          `(static page ${floor.toFixed(0)} ms)  TBT ${tbt.toFixed(0).padStart(5)} ms  CLS ${cls.toFixed(3)}`,
      );
    }
  } finally {
    await browser.close();
    await served.stop();
    cleanup();
  }
}

async function main() {
  const brands = option('brands')?.split(',') ?? DEFAULT_BRANDS;
  const runs = Number(option('runs') ?? 5);
  const lines: string[] = [];
  for (const brand of brands) await measureBrand(brand, runs, lines);
  console.log(`\ncasino-web, median of ${runs} cold loads at ${CPU_SLOWDOWN}x CPU slowdown on slow 4G`);
  for (const line of lines) console.log(line);
}

await main();
