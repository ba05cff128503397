import { recordBenchRow } from '@casino/bench-report';
import type { Page } from 'playwright-core';
import { buildBrandCopy, copyDist, freePort, launchChromium, serveBrand } from './perf-stack';

/**
 * `npx tsx tools/scripts/src/lobby-bench.ts [--brand royal-siam] [--sizes 1000,10000] [--rounds 3]
 * [--dist <a casino-web build>]` (part of `npm run bench`; LOBBY_BENCH_PORT or a free port): the lobby on
 * /en/games of a production build, served by the API with a catalogue of 1,000 and of 10,000 games
 * (SEED_GAMES), in headless Chromium without throttling. It types searches key by key, changes the sort
 * and the provider filter, and takes:
 * - per keystroke: the main thread's script time for the key's events in the search box (listeners,
 *   React's render and commit);
 * - per search/filter/sort: the main thread's work from the game-list answer's last byte until the grid
 *   shows it, and what the member waits from the action (last keystroke, with the 300 ms debounce) to it.
 */

const SEARCHES = ['golden', 'tiger quest', 'pearl', 'koi'];
const TYPING_GAP_MS = 60;
/** An answer not followed by a change in the grid within this long changed nothing there. */
const UNCHANGED_GRID_MS = 3_000;
const LOBBY_LABEL = 'Game lobby';

interface LobbyState {
  keys: number[];
  actionAt: number;
  /** When a change inside the lobby (outside its form fields) had been handled, page time. */
  gridSettled: number[];
  /** The game-list requests: when each was sent and its answer's last byte arrived. */
  lists: { startTime: number; responseEnd: number }[];
}

/** Registered before the page's scripts: keystroke timing and the lobby's DOM changes. */
const OBSERVE_LOBBY = (label: string) => {
  const state: LobbyState = { keys: [], actionAt: 0, gridSettled: [], lists: [] };
  (window as unknown as { __lobby: LobbyState }).__lobby = state;
  // A message posted now is handled after the current task: the event's handlers and React's render of it.
  // (No named helper functions in here: tsx's name-keeping wrapper does not exist in the page.)
  const channel = new MessageChannel();
  const pending: (() => void)[] = [];
  channel.port1.onmessage = () => pending.shift()?.();
  // A keystroke's work: every event it fires in the search box (keydown, beforeinput, input, keyup), each
  // from the first listener (window, capture) to the last (window, bubble) plus the microtasks after it,
  // which covers React's handlers and its synchronous render and commit of the change.
  let current: { start: number; busy: number } | undefined;
  for (const type of ['keydown', 'beforeinput', 'input', 'keyup']) {
    let began = 0;
    window.addEventListener(
      type,
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLInputElement) || target.type !== 'search') return;
        if (type === 'keydown') {
          state.actionAt = event.timeStamp;
          current = { start: event.timeStamp, busy: 0 };
        }
        began = performance.now();
      },
      true,
    );
    window.addEventListener(type, (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.type !== 'search' || !current) return;
      const keystroke = current;
      queueMicrotask(() => {
        keystroke.busy += performance.now() - began;
        if (type === 'keyup') state.keys.push(keystroke.busy);
      });
    });
  }
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement) state.actionAt = event.timeStamp;
    },
    true,
  );
  // An observer, not getEntries: the lobby's pictures fill the resource timing buffer within a few searches.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (entry.name.includes('/game-list'))
        state.lists.push({ startTime: entry.startTime, responseEnd: entry.responseEnd });
  }).observe({ type: 'resource' });
  new MutationObserver((records) => {
    const inGrid = records.some((record) => {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      return !!node?.closest(`section[aria-label="${label}"]`) && !node.closest('input, select');
    });
    if (!inGrid) return;
    pending.push(() => state.gridSettled.push(performance.now()));
    channel.port2.postMessage(null);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
};

interface Figures {
  keystrokes: number[];
  renders: number[];
  waits: number[];
}

/**
 * Waits for the game-list answer the last action asked for and the grid's update after it; an answer that
 * leaves the grid as it was (the same empty list) has nothing to time.
 */
async function settle(page: Page, answer: Promise<unknown>, figures: Figures) {
  await answer;
  const shown = page.waitForFunction(
    () => {
      const state = (window as unknown as { __lobby: LobbyState }).__lobby;
      const answered = state.lists.find((entry) => entry.startTime >= state.actionAt);
      if (!answered) return null;
      const shown = state.gridSettled.find((at) => at > answered.responseEnd);
      return shown === undefined
        ? null
        : { render: shown - answered.responseEnd, wait: shown - state.actionAt };
    },
    undefined,
    { timeout: UNCHANGED_GRID_MS },
  );
  const handle = await shown.catch(() => undefined);
  if (!handle) return;
  const { render, wait } = (await handle.jsonValue()) as { render: number; wait: number };
  figures.renders.push(render);
  figures.waits.push(wait);
}

const gameListAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/game-list'), { timeout: 15_000 });

async function typeSearch(page: Page, text: string, figures: Figures) {
  const box = page.getByRole('searchbox', { name: 'Search games' });
  await box.click();
  await box.press('Control+a');
  let answer: Promise<unknown> = Promise.resolve();
  for (const [i, key] of [...text].entries()) {
    const before = await page.evaluate(
      () => (window as unknown as { __lobby: LobbyState }).__lobby.keys.length,
    );
    if (i === text.length - 1) answer = gameListAnswer(page);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForFunction(
      (count) => (window as unknown as { __lobby: LobbyState }).__lobby.keys.length > count,
      before,
    );
    await page.waitForTimeout(TYPING_GAP_MS);
  }
  await settle(page, answer, figures);
  figures.keystrokes.push(
    ...(await page.evaluate(
      (count) => (window as unknown as { __lobby: LobbyState }).__lobby.keys.slice(-count),
      text.length,
    )),
  );
}

async function choose(page: Page, name: string, value: string | { label: string }, figures: Figures) {
  const answer = gameListAnswer(page);
  await page.getByRole('combobox', { name }).selectOption(value);
  await settle(page, answer, figures);
}

async function measureLobby(page: Page, origin: string, rounds: number): Promise<Figures> {
  const figures: Figures = { keystrokes: [], renders: [], waits: [] };
  await page.goto(`${origin}/en/games`);
  await page.getByTestId('game-card').first().waitFor();
  const providers = await page
    .getByRole('combobox', { name: 'Provider' })
    .locator('option')
    .allTextContents();
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, search] of SEARCHES.entries()) {
      await typeSearch(page, search, figures);
      await choose(page, 'Sort', i % 2 === 0 ? 'desc' : 'asc', figures);
      const provider = providers[1 + ((round + i) % (providers.length - 1))];
      if (provider) await choose(page, 'Provider', { label: provider }, figures);
      await choose(page, 'Provider', { label: providers[0] ?? 'All providers' }, figures);
    }
  }
  return figures;
}

async function main() {
  const brand = option('brand') ?? 'royal-siam';
  const sizes = (option('sizes') ?? '1000,10000').split(',').map(Number);
  const rounds = Number(option('rounds') ?? 3);
  const given = option('dist');
  const built = given ? copyDist(given) : await buildBrandCopy(brand);
  const browser = await launchChromium();
  const results = new Map<number, Figures>();
  try {
    for (const size of sizes) {
      const port = Number(process.env['LOBBY_BENCH_PORT'] ?? (await freePort()));
      const served = await serveBrand({ brand, dist: built.dist, port, env: { SEED_GAMES: String(size) } });
      try {
        const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
        await context.addInitScript(OBSERVE_LOBBY, LOBBY_LABEL);
        results.set(size, await measureLobby(await context.newPage(), served.origin, rounds));
        await context.close();
      } finally {
        await served.stop();
      }
    }
  } finally {
    await browser.close();
    built.cleanup();
  }

  console.log(
    `\nLobby on /en/games (${brand}), no throttling, 1366x800, ${rounds} rounds of ${SEARCHES.length} searches`,
  );
  for (const [size, figures] of results) {
    const line = (name: string, values: number[]) =>
      `${name} median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (${values.length})`;
    console.log(
      `${String(size).padStart(6)} games  ${line('keystroke', figures.keystrokes)}  ` +
        `${line('results render', figures.renders)}  ${line('member waits', figures.waits)}`,
    );
  }
  const small = results.get(1000);
  const large = results.get(10_000);
  const method =
    "script time of each key's events in the search box (React render included), headless Chromium, no throttling";
  if (small) {
    recordBenchRow({
      metric: 'Lobby search per keystroke, 1,000 games (p95)',
      unit: 'ms',
      project: percentile(small.keystrokes, 95),
      target: { bound: 'max', value: 5, on: 'project' },
      method,
    });
  }
  if (large) {
    recordBenchRow({
      metric: 'Lobby search per keystroke, 10,000 games (p95)',
      unit: 'ms',
      project: percentile(large.keystrokes, 95),
      ...(small ? { reference: { name: '1,000 games', value: percentile(small.keystrokes, 95) } } : {}),
      target: { bound: 'max', value: 5, on: 'project' },
      method,
    });
  }
}

await main();
