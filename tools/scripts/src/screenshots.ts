import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS, getBrand } from '@casino/brands';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { BIN, REPO_ROOT, workspaceEnv } from './paths';
import { screenshotLanguages } from './screenshot-plan';

/**
 * `npm run screenshots`: starts each brand's whole stack as `npm start` does (temporary database, game
 * provider included) and photographs the visitor's pages of both shells, in Thai and English where the
 * brand has them, at 1366 and 390 px, into docs/screenshots with an index. Run it after a visible change
 * and commit the pictures; the e2e specs, not these files, are what checks the pages. Thai needs a Thai
 * system font on the machine (Debian: fonts-thai-tlwg), as a visitor's phone or desktop has.
 */

const OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');
const PORT = Number(process.env['SCREENSHOT_PORT'] ?? 3560);
const WIDTHS = [
  { width: 1366, height: 860, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;
/** The shells and where each serves its pages; the mobile shell lives under /m on the same origin. */
const SHELLS = [
  { id: 'web', prefix: '' },
  { id: 'mobile', prefix: '/m' },
] as const;
const PAGES = [
  // Home_Page_1's variant A, the banners and hero first; a random variant would change between runs.
  { id: 'home', path: '?ab_Home_Page_1=A' },
  { id: 'games', path: '/games' },
  { id: 'providers', path: '/providerselect' },
] as const;

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** The brand's stack through the start script; resolves with a stop function once it answers. */
async function startStack(brand: string, url: string): Promise<() => Promise<void>> {
  const child = spawn(join(BIN, 'node'), ['--import', 'tsx', 'tools/scripts/src/start.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: workspaceEnv({
      BRAND: brand,
      PORT: String(PORT),
      PROVIDER_PORT: String(PORT + 100),
      TEMP_DATA_DIR: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: undefined,
    }),
  });
  const deadline = Date.now() + 300_000;
  while (!(await isUp(url))) {
    if (child.exitCode !== null) throw new Error(`${brand}'s stack exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${brand}'s stack did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
}

/** Whether this shell is served at all (the mobile shell answers its own index under /m/). */
async function shellServed(url: string): Promise<boolean> {
  const reply = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
  return Boolean(reply?.ok && (reply.headers.get('content-type') ?? '').includes('text/html'));
}

async function photograph(browser: Browser, url: string, file: string, view: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    isMobile: view.isMobile,
    hasTouch: view.isMobile,
    deviceScaleFactor: 1,
    // The notification prompt is a decision the visitor has made already; it is not part of the page.
    permissions: ['notifications'],
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold are not the point; those in view must have arrived.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        })
        .every((image) => image.complete),
    undefined,
    { timeout: 15_000 },
  );
  await page.screenshot({ path: join(OUT_DIR, file), type: 'jpeg', quality: 78 });
  await context.close();
}

async function main() {
  const only = process.argv.includes('--brands')
    ? (process.argv[process.argv.indexOf('--brands') + 1] ?? '').split(',')
    : BRAND_IDS;
  mkdirSync(OUT_DIR, { recursive: true });
  const base = `http://localhost:${PORT}`;
  const index: string[] = [
    '# Screenshots',
    '',
    'Made by `npm run screenshots` (tools/scripts/src/screenshots.ts): every brand, both shells, a visitor',
    "on a fresh database, Thai and English where the brand offers them (else English and the brand's next",
    'language), 1366 and 390 px wide. The first screen of each page, as it first appears.',
    '',
  ];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const brandId of only) {
      const brand = getBrand(brandId);
      const stop = await startStack(brandId, base);
      try {
        index.push(`## ${brand.name}`, '');
        for (const shell of SHELLS) {
          if (!(await shellServed(`${base}${shell.prefix}/`))) {
            console.warn(`${brandId}: the ${shell.id} shell is not served; skipped`);
            continue;
          }
          for (const lang of screenshotLanguages(brand.locales)) {
            for (const pageKind of PAGES) {
              const row: string[] = [];
              for (const view of WIDTHS) {
                const file = `${shell.id}-${brandId}-${lang}-${pageKind.id}-${view.width}.jpg`;
                await photograph(browser, `${base}${shell.prefix}/${lang}${pageKind.path}`, file, view);
                row.push(`![${brand.name}, ${shell.id}, ${lang}, ${pageKind.id}, ${view.width} px](${file})`);
                console.log(`saved ${file}`);
              }
              index.push(`${shell.id} · ${lang} · ${pageKind.id}`, '', row.join(' '), '');
            }
          }
        }
      } finally {
        await stop();
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(OUT_DIR, 'README.md'), `${index.join('\n').trimEnd()}\n`);
}

await main();
