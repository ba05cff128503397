/**
 * The game page's script (browser, no imports), served as /client.js: compiled by the production build,
 * type-stripped when the server runs from source (src/server/client-script.ts), so erasable syntax only.
 * It reads the boot JSON the server put in the page, draws the controls of the game, plays rounds
 * through the provider's API and shows the balance the platform reported after each round.
 */
interface Boot {
  sessionId: string;
  strings: Record<string, string>;
}

interface SeedView {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/** Free rounds the operator granted for this game: played at `stake`, until `expiresAt`. */
interface FreeRoundView {
  rewardUuid: string;
  stake: string;
  roundsLeft: number;
  expiresAt: string;
}

/** The title's look: hues of the page, glyphs of its premium symbols, fishing targets. */
interface ThemeView {
  hue: number;
  accentHue: number;
  symbols: string[];
  creatures?: string[];
}

interface SessionView {
  mode: 'real' | 'demo';
  game: string;
  gameName: string;
  engine: string;
  theme: ThemeView;
  maxPicks?: number;
  currency: string;
  scale: number;
  balance: string;
  minBet: string;
  maxBet: string;
  seeds: SeedView;
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number }[];
  history: {
    nonce: number;
    serverSeedHash: string;
    clientSeed: string;
    bet: string;
    win: string;
    options: unknown;
    free?: boolean;
  }[];
  freeRounds: FreeRoundView[];
}

type Outcome = Record<string, unknown> & { bet: string; win: string };

const boot = JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as Boot;
const t = (key: string) => boot.strings[key] ?? key;
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let view: SessionView;
let options: () => unknown = () => ({});

function money(minor: string, scale: number): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

function toMinor(amount: string, scale: number): string | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match || (match[2] ?? '').length > scale) return undefined;
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(scale, '0')}`).toString();
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function select(id: string, values: [string, string][]): HTMLSelectElement {
  const node = el('select', { id });
  for (const [value, label] of values) node.append(el('option', { value }, label));
  return node;
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { reason?: string };
  if (!res.ok) throw new Error(json.reason ?? 'badRequest');
  return json;
}

/** Reel symbols by index: the wild, the theme's premiums (a video slot's scatter first), the royals. */
function slotIcons(engine: string, theme: ThemeView): string[] {
  return engine === 'megaways'
    ? ['W', ...theme.symbols, 'A', 'K', 'Q', 'J', '10', '9']
    : ['W', ...theme.symbols, 'A', 'K', 'Q', 'J', '10'];
}

/** The page in the title's colours (CSS custom properties, set through the CSSOM). */
function applyTheme(theme: ThemeView) {
  const root = document.documentElement.style;
  root.setProperty('--bg', `hsl(${theme.hue} 45% 10%)`);
  root.setProperty('--panel', `hsl(${theme.hue} 40% 17%)`);
  root.setProperty('--accent', `hsl(${theme.accentHue} 80% 68%)`);
}

const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function drawControls(engine: string, box: HTMLElement) {
  box.replaceChildren();
  switch (engine) {
    case 'crash': {
      const input = el('input', {
        id: 'target',
        type: 'number',
        min: '1.01',
        step: '0.01',
        value: '2.00',
        inputmode: 'decimal',
      });
      box.append(el('label', { for: 'target' }, t('autoCashOut')), input);
      options = () => ({ autoCashOut: Math.round(Number(input.value) * 100) });
      break;
    }
    case 'roulette': {
      const kind = select('kind', [
        ['red', '🔴'],
        ['black', '⚫'],
        ['odd', '1,3,5…'],
        ['even', '2,4,6…'],
        ['low', '1-18'],
        ['high', '19-36'],
        ['dozen', '1-12 / 13-24 / 25-36'],
        ['straight', '#'],
      ]);
      const number = el('input', {
        id: 'number',
        type: 'number',
        min: '0',
        max: '36',
        value: '17',
        inputmode: 'numeric',
      });
      box.append(el('label', { for: 'kind' }, t('betOn')), kind, number);
      options = () => {
        const n = Number(number.value);
        if (kind.value === 'straight') return { bets: [{ type: 'straight', number: n }] };
        if (kind.value === 'dozen')
          return { bets: [{ type: 'dozen', dozen: Math.min(Math.max(Math.ceil(n / 12), 1), 3) }] };
        return { bets: [{ type: kind.value }] };
      };
      break;
    }
    case 'baccarat': {
      const side = select('side', [
        ['banker', t('banker')],
        ['player', t('player')],
        ['tie', t('tie')],
      ]);
      box.append(el('label', { for: 'side' }, t('betOn')), side);
      options = () => ({ side: side.value });
      break;
    }
    case 'keno': {
      const limit = view.maxPicks ?? 10;
      const picks = new Set<number>([7, 13, 21, 42, 77].slice(0, limit));
      const grid = el('div', { class: 'keno' });
      for (let n = 1; n <= 80; n += 1) {
        const cell = el(
          'button',
          { type: 'button', 'data-n': String(n), 'aria-pressed': String(picks.has(n)) },
          String(n),
        );
        cell.addEventListener('click', () => {
          if (picks.has(n)) picks.delete(n);
          else if (picks.size < limit) picks.add(n);
          cell.setAttribute('aria-pressed', String(picks.has(n)));
        });
        grid.append(cell);
      }
      const clear = el('button', { type: 'button' }, t('clear'));
      clear.addEventListener('click', () => {
        picks.clear();
        grid.querySelectorAll('button').forEach((b) => b.setAttribute('aria-pressed', 'false'));
      });
      box.append(el('p', {}, t('picks').replace('{n}', String(limit))), grid, clear);
      options = () => ({ picks: [...picks] });
      break;
    }
    case 'fishing': {
      const target = select(
        'fish',
        (view.theme.creatures ?? []).map((f) => [f, f.split('-').join(' ')]),
      );
      box.append(el('label', { for: 'fish' }, t('target')), target);
      options = () => ({ target: target.value });
      break;
    }
    default:
      options = () => ({});
  }
}

function drawOutcome(engine: string, outcome: Outcome) {
  const stage = $('stage');
  stage.replaceChildren();
  const grid = (columns: number[][], icons: string[]) => {
    const reels = el('div', { class: 'reels' });
    for (const column of columns) {
      const reel = el('div', { class: 'reel' });
      for (const symbol of column) reel.append(el('span', {}, icons[symbol] ?? '?'));
      reels.append(reel);
    }
    return reels;
  };
  const emblem = view.theme.symbols[0] ?? '';
  if (engine === 'video-slot') {
    const base = outcome['base'] as { grid: number[][] };
    stage.append(grid(base.grid, slotIcons(engine, view.theme)));
    const free = (outcome['freeSpins'] as unknown[]).length;
    if (free > 0) stage.append(el('p', { class: 'bonus' }, `${t('freeSpins')}: ${free}`));
  } else if (engine === 'megaways') {
    stage.append(grid(outcome['reels'] as number[][], slotIcons(engine, view.theme)));
    stage.append(el('p', {}, `${outcome['ways'] as number} ways`));
  } else if (engine === 'crash') {
    const point = (outcome['crashPoint'] as number) / 100;
    stage.append(el('p', { class: 'big' }, `${emblem} ${t('crashedAt')} ${point.toFixed(2)}×`));
  } else if (engine === 'roulette') {
    const pocket = outcome['pocket'] as number;
    const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    const colour = pocket === 0 ? 'green' : reds.includes(pocket) ? 'red' : 'black';
    stage.append(el('p', { class: `big pocket ${colour}` }, `${t('pocket')} ${pocket}`));
  } else if (engine === 'baccarat') {
    const hand = (cards: { rank: number; suit: number }[]) =>
      cards.map((c) => `${RANKS[c.rank] ?? '?'}${SUITS[c.suit] ?? ''}`).join(' ');
    stage.append(
      el('p', { class: 'big' }, `${t('player')}: ${hand(outcome['playerCards'] as [])}`),
      el('p', { class: 'big' }, `${t('banker')}: ${hand(outcome['bankerCards'] as [])}`),
    );
  } else if (engine === 'keno') {
    const hits = new Set(outcome['hits'] as number[]);
    const drawn = el('div', { class: 'drawn' });
    for (const n of outcome['drawn'] as number[])
      drawn.append(el('span', { class: hits.has(n) ? 'hit' : '' }, String(n)));
    stage.append(drawn);
  } else if (engine === 'fishing') {
    stage.append(el('p', { class: 'big' }, `${emblem} ${outcome['caught'] ? t('caught') : t('escaped')}`));
  }
  const won = BigInt(outcome.win) > 0n;
  stage.append(
    el(
      'p',
      { class: won ? 'win' : 'lose', id: 'outcome' },
      won ? `${t('win')} ${money(outcome.win, view.scale)}` : t('noWin'),
    ),
  );
}

function drawFairness() {
  $('seed-hash').textContent = view.seeds.serverSeedHash;
  ($('client-seed') as HTMLInputElement).value = view.seeds.clientSeed;
  $('nonce').textContent = String(view.seeds.nextNonce);
  const revealed = $('revealed');
  revealed.replaceChildren(...view.revealed.map((r) => el('li', {}, `${r.serverSeed} (${r.roundsPlayed})`)));
  const history = $('history');
  history.replaceChildren(
    ...view.history.map((round) => {
      const item = el('li');
      const seed = view.revealed.find((r) => r.serverSeedHash === round.serverSeedHash)?.serverSeed ?? '';
      const query = new URLSearchParams({
        lang: document.documentElement.dataset['lang'] ?? 'en',
        game: view.game,
        serverSeed: seed,
        clientSeed: round.clientSeed,
        nonce: String(round.nonce),
        bet: round.bet,
        options: JSON.stringify(round.options),
      });
      const free = round.free ? ` (${t('freeRound')})` : '';
      item.append(
        el(
          'span',
          {},
          `#${round.nonce} ${money(round.bet, view.scale)}${free} → ${money(round.win, view.scale)} `,
        ),
        el('a', { href: `/verify?${query.toString()}`, target: '_blank', rel: 'noopener' }, t('verify')),
      );
      return item;
    }),
  );
}

function drawBalance(balance: string) {
  view.balance = balance;
  $('balance').textContent = `${money(balance, view.scale)} ${view.currency}`;
}

/**
 * "Free spins: N left at X per spin, until <date>" and its button per reward; the section is hidden when
 * none is left. Each button is described by its line, so a screen reader tells two rewards apart.
 */
function drawFreeRounds() {
  const box = $('free-rounds');
  const offers = view.freeRounds.filter((offer) => offer.roundsLeft > 0);
  box.hidden = offers.length === 0;
  box.replaceChildren(
    ...offers.flatMap((offer, index) => {
      const until = new Date(offer.expiresAt).toLocaleString(document.documentElement.lang || 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const text = t('freeRounds')
        .replace('{n}', String(offer.roundsLeft))
        .replace('{stake}', `${money(offer.stake, view.scale)} ${view.currency}`)
        .replace('{date}', until);
      const button = el(
        'button',
        {
          type: 'button',
          class: 'primary',
          'aria-describedby': `free-round-${index}`,
          'data-reward': offer.rewardUuid,
          'data-testid': 'play-free-round',
        },
        t('playFreeRound'),
      );
      button.addEventListener('click', () => void playFree(offer.rewardUuid, button));
      return [el('p', { id: `free-round-${index}` }, text), button];
    }),
  );
}

async function refresh() {
  view = await api<SessionView>(`/api/sessions/${boot.sessionId}`);
  drawBalance(view.balance);
  drawFairness();
  drawFreeRounds();
}

const FAILURES: Record<string, string> = {
  insufficient: 'insufficient',
  wallet_unavailable: 'walletUnavailable',
};

/** One round through the provider's API: the outcome drawn, or the refusal said; the page read again. */
async function runRound(path: string, body: unknown, button: HTMLButtonElement, free: boolean) {
  const message = $('message');
  message.textContent = '';
  button.disabled = true;
  try {
    const result = await api<{ outcome: Outcome; balance: string }>(path, body);
    drawOutcome(view.engine, result.outcome);
  } catch (error) {
    const reason = (error as Error).message;
    // A refused free round: its reward is used up or expired at the operator.
    const refusedFree = free && reason === 'refused';
    message.textContent = t(refusedFree ? 'freeRoundUnavailable' : (FAILURES[reason] ?? 'badRequest'));
  } finally {
    button.disabled = false;
  }
  await refresh().catch(() => undefined);
}

async function play() {
  const stake = toMinor(($('stake') as HTMLInputElement).value, view.scale);
  if (!stake) {
    $('message').textContent = t('badRequest');
    return;
  }
  const body = { bet: stake, options: options() };
  await runRound(`/api/sessions/${boot.sessionId}/rounds`, body, $('play') as HTMLButtonElement, false);
}

/** A free round at the reward's stake; keyboard focus stays on its button, or moves to Play when it is gone. */
async function playFree(rewardUuid: string, button: HTMLButtonElement) {
  const body = { rewardUuid, options: options() };
  await runRound(`/api/sessions/${boot.sessionId}/free-rounds`, body, button, true);
  const next = document.querySelector<HTMLButtonElement>(
    `#free-rounds [data-reward="${CSS.escape(rewardUuid)}"]`,
  );
  (next ?? ($('play') as HTMLButtonElement)).focus();
}

async function start() {
  await refresh();
  applyTheme(view.theme);
  drawControls(view.engine, $('controls'));
  ($('stake') as HTMLInputElement).value = money(view.minBet, view.scale).replace(/,/g, '');
  $('play').addEventListener('click', () => void play());
  $('rotate').addEventListener('click', async () => {
    await api(`/api/sessions/${boot.sessionId}/rotate`, {
      clientSeed: ($('client-seed') as HTMLInputElement).value,
    });
    await refresh();
  });
}

void start();
