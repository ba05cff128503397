import { WS_PATH, WsMessage } from '@casino/contracts';
import { describeCloseCode } from './websocket-close-codes';

export { CLOSE_CODE_MEANINGS, describeCloseCode } from './websocket-close-codes';

/** Spec section 9: reconnect 500 ms after a close, 10 times in a row. */
export const RECONNECT_DELAY_MS = 500;
export const QUICK_RECONNECTS = 10;
/** After the quick reconnects, the wait doubles up to this (with jitter), and the socket keeps trying. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * `connecting` before the first opening; `open`; `reconnecting` from a lost connection until the next
 * opening (the UI's "reconnecting" state); `closed` once closed on purpose.
 */
export type MemberSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

type SocketLike = Pick<WebSocket, 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

/** Where the page says the network is back (`online`) or it is shown again (`visibilitychange`). */
export interface PageSignals {
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
}

export interface MemberSocketOptions {
  /** Called with each message that matches the contract's `{ topic_name, data }`. */
  onMessage: (message: WsMessage) => void;
  /** Called on every change of status; `open` comes on each (re)opening. */
  onStatus?: (status: MemberSocketStatus) => void;
  /** The session token for `?token=`; without one the `{web_name}.jwt` cookie authenticates the upgrade. */
  getToken?: () => string | null | undefined;
  /** Page origin (http or https); defaults to `location.origin`. */
  baseUrl?: string;
  WebSocket?: new (url: string) => SocketLike;
  logger?: Pick<Console, 'info' | 'warn'>;
  reconnectDelayMs?: number;
  quickReconnects?: number;
  maxReconnectDelayMs?: number;
  /** 0 ≤ x < 1, for the jitter; Math.random by default. */
  random?: () => number;
  /** The page's window and document by default; tests pass their own. */
  page?: PageSignals;
}

export interface MemberSocket {
  /** Closes for good: no reconnect follows. */
  close: () => void;
  /** Tries again now instead of waiting for the next attempt (no-op while open or connecting). */
  reconnectNow: () => void;
}

/** `wss://host/gapi/mb/ws?token=...` from the page's `https://host`. */
export function memberSocketUrl(baseUrl: string, token?: string | null): string {
  const url = new URL(WS_PATH, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The wait before reconnect number `attempt` (1-based): the spec's 500 ms for the first ten, then doubling
 * from 1 s up to the cap, each drawn between half and all of it so that a server's members, dropped
 * together by a restart, do not all come back in the same instant.
 */
export function reconnectDelay(
  attempt: number,
  {
    delayMs = RECONNECT_DELAY_MS,
    quick = QUICK_RECONNECTS,
    maxMs = MAX_RECONNECT_DELAY_MS,
    random = Math.random,
  }: { delayMs?: number; quick?: number; maxMs?: number; random?: () => number } = {},
): number {
  if (attempt <= quick) return delayMs;
  const ceiling = Math.min(maxMs, delayMs * 2 ** (attempt - quick));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function parseMessage(raw: unknown): WsMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = WsMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function browserPage(): PageSignals {
  return {
    ...(typeof window !== 'undefined' ? { window } : {}),
    ...(typeof document !== 'undefined' ? { document } : {}),
  };
}

/**
 * The member websocket (spec sections 4, 7 and 9): parses messages with the contract and logs close codes
 * with their standard meanings. After an unrequested close it reconnects 500 ms later, ten times in a
 * row, then keeps trying with a doubling wait capped at 30 s (with jitter), so balances come back however
 * long the API was away; the network coming back (`online`) or the page being shown again retries at
 * once. Each opening resets the count and reports `open`, so the caller can read again what may have
 * changed while no socket listened.
 */
export function connectMemberSocket(options: MemberSocketOptions): MemberSocket {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const logger = options.logger ?? console;
  const delays = {
    delayMs: options.reconnectDelayMs ?? RECONNECT_DELAY_MS,
    quick: options.quickReconnects ?? QUICK_RECONNECTS,
    maxMs: options.maxReconnectDelayMs ?? MAX_RECONNECT_DELAY_MS,
    random: options.random ?? Math.random,
  };
  const baseUrl = options.baseUrl ?? globalThis.location.origin;
  const page = options.page ?? browserPage();
  let attempts = 0;
  let stopped = false;
  let status: MemberSocketStatus | null = null;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const report = (next: MemberSocketStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  function scheduleReconnect() {
    attempts += 1;
    if (attempts === delays.quick + 1) {
      logger.warn(`[ws] ${delays.quick} reconnects failed; retrying every ${delays.maxMs / 1000} s at most`);
    }
    report('reconnecting');
    timer = setTimeout(open, reconnectDelay(attempts, delays));
  }

  function open() {
    timer = undefined;
    if (status === null) report('connecting');
    let current: SocketLike;
    try {
      current = new Socket(memberSocketUrl(baseUrl, options.getToken?.()));
    } catch (error) {
      logger.warn('[ws] could not open', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempts = 0;
      report('open');
    };
    current.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message) options.onMessage(message);
      else logger.warn('[ws] ignored a message outside the contract', event.data);
    };
    current.onerror = () => logger.warn('[ws] connection error');
    current.onclose = (event) => {
      logger.info(`[ws] closed: ${describeCloseCode(event.code)}${event.reason ? ` (${event.reason})` : ''}`);
      if (stopped || current !== socket) return;
      socket = null;
      scheduleReconnect();
    };
  }

  function reconnectNow() {
    // Only while waiting for the next attempt; an open or opening socket is left alone.
    if (stopped || timer === undefined) return;
    clearTimeout(timer);
    attempts = 0;
    open();
  }

  const onVisibility = () => {
    if (page.document?.visibilityState === 'visible') reconnectNow();
  };
  page.window?.addEventListener('online', reconnectNow);
  page.document?.addEventListener('visibilitychange', onVisibility);

  open();
  return {
    reconnectNow,
    close() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      page.window?.removeEventListener('online', reconnectNow);
      page.document?.removeEventListener('visibilitychange', onVisibility);
      socket?.close(1000, 'client closed');
      socket = null;
      report('closed');
    },
  };
}
