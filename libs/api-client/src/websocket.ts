import { WS_PATH, WsMessage } from '@casino/contracts';
import { describeCloseCode } from './websocket-close-codes';

export { CLOSE_CODE_MEANINGS, describeCloseCode } from './websocket-close-codes';

/** Spec section 9: wait 500 ms before reconnecting, and stop after more than 10 attempts in a row. */
export const RECONNECT_DELAY_MS = 500;
export const MAX_RECONNECTS = 10;

export type MemberSocketStatus = 'connecting' | 'open' | 'closed' | 'gave-up';

type SocketLike = Pick<WebSocket, 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export interface MemberSocketOptions {
  /** Called with each message that matches the contract's `{ topic_name, data }`. */
  onMessage: (message: WsMessage) => void;
  onStatus?: (status: MemberSocketStatus) => void;
  /** The session token for `?token=`; without one the `{web_name}.jwt` cookie authenticates the upgrade. */
  getToken?: () => string | null | undefined;
  /** Page origin (http or https); defaults to `location.origin`. */
  baseUrl?: string;
  WebSocket?: new (url: string) => SocketLike;
  logger?: Pick<Console, 'info' | 'warn'>;
  reconnectDelayMs?: number;
  maxReconnects?: number;
}

export interface MemberSocket {
  /** Closes for good: no reconnect follows. */
  close: () => void;
}

/** `wss://host/gapi/mb/ws?token=...` from the page's `https://host`. */
export function memberSocketUrl(baseUrl: string, token?: string | null): string {
  const url = new URL(WS_PATH, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) url.searchParams.set('token', token);
  return url.toString();
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

/**
 * The member websocket (spec sections 4 and 7): parses messages with the contract, resets its retry count
 * whenever a connection opens, reconnects 500 ms after any unrequested close, and gives up once more than
 * 10 reconnects in a row have failed. Close codes are logged with their standard meanings.
 */
export function connectMemberSocket(options: MemberSocketOptions): MemberSocket {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const logger = options.logger ?? console;
  const delay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const maxReconnects = options.maxReconnects ?? MAX_RECONNECTS;
  const baseUrl = options.baseUrl ?? globalThis.location.origin;
  let retries = 0;
  let stopped = false;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    options.onStatus?.('connecting');
    const current = new Socket(memberSocketUrl(baseUrl, options.getToken?.()));
    socket = current;
    current.onopen = () => {
      retries = 0;
      options.onStatus?.('open');
    };
    current.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message) options.onMessage(message);
      else logger.warn('[ws] ignored a message outside the contract', event.data);
    };
    current.onerror = () => logger.warn('[ws] connection error');
    current.onclose = (event) => {
      logger.info(`[ws] closed: ${describeCloseCode(event.code)}${event.reason ? ` (${event.reason})` : ''}`);
      if (stopped) return;
      if (retries >= maxReconnects) {
        options.onStatus?.('gave-up');
        logger.warn(`[ws] gave up after ${retries} reconnects`);
        return;
      }
      retries += 1;
      options.onStatus?.('closed');
      timer = setTimeout(open, delay);
    };
  }

  open();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'client closed');
    },
  };
}
