import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectMemberSocket, memberSocketUrl, reconnectDelay } from './websocket';
import { describeCloseCode } from './websocket-close-codes';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  close(code?: number) {
    this.closedWith = code;
    this.serverClose(code ?? 1000);
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSend(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' } as CloseEvent);
  }
}

const latest = () => FakeSocket.instances.at(-1) as FakeSocket;
const logger = { info: vi.fn(), warn: vi.fn() };

/** A window and document the test drives: `online`, and the page hidden or shown. */
function fakePage() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
  return {
    page: { window, document },
    goOnline: () => window.dispatchEvent(new Event('online')),
    show: () => {
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

function connect(extra: Partial<Parameters<typeof connectMemberSocket>[0]> = {}) {
  const onMessage = vi.fn();
  const onStatus = vi.fn();
  const page = fakePage();
  const socket = connectMemberSocket({
    onMessage,
    onStatus,
    baseUrl: 'https://casino.test',
    WebSocket: FakeSocket,
    logger,
    page: page.page,
    // The middle of every jitter range, so waits are exact.
    random: () => 0.5,
    ...extra,
  });
  return { socket, onMessage, onStatus, ...page };
}

/** Lets the current socket fail to connect `times` times, each followed by its reconnect delay. */
function failRepeatedly(times: number) {
  const delays: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const before = FakeSocket.instances.length;
    latest().serverClose(1006);
    let waited = 0;
    while (FakeSocket.instances.length === before) {
      vi.advanceTimersByTime(100);
      waited += 100;
    }
    delays.push(waited);
  }
  return delays;
}

beforeEach(() => {
  FakeSocket.instances = [];
  logger.info.mockReset();
  logger.warn.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('memberSocketUrl', () => {
  it('uses wss for https pages and carries the token as a query', () => {
    expect(memberSocketUrl('https://casino.test', 'abc')).toBe('wss://casino.test/gapi/mb/ws?token=abc');
    expect(memberSocketUrl('http://localhost:3000', null)).toBe('ws://localhost:3000/gapi/mb/ws');
  });
});

describe('reconnectDelay', () => {
  it('is 500 ms for the first ten, then doubles from 1 s to a 30 s cap, drawn in its upper half', () => {
    const middle = { random: () => 0.5 };
    expect([1, 10].map((n) => reconnectDelay(n, middle))).toEqual([500, 500]);
    expect([11, 12, 13, 14, 15, 16, 40].map((n) => reconnectDelay(n, middle))).toEqual([
      750, 1500, 3000, 6000, 12000, 22500, 22500,
    ]);
    expect(reconnectDelay(16, { random: () => 0 })).toBe(15000);
    expect(reconnectDelay(16, { random: () => 0.999999 })).toBe(30000);
  });
});

describe('connectMemberSocket', () => {
  it('passes messages that match the contract and drops the rest', () => {
    const { onMessage } = connect({ getToken: () => 'tok' });
    expect(latest().url).toBe('wss://casino.test/gapi/mb/ws?token=tok');
    latest().serverOpen();
    const deposit = {
      topic_name: 'DEPOSIT',
      data: { success: true, amount: '500.00', reference: 'D1', deposit_id: 1, payment_type_code: 'BANK' },
    };
    latest().serverSend(deposit);
    latest().serverSend({ topic_name: 'UNKNOWN', data: {} });
    latest().serverSend('not json');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(deposit);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('reconnects 500 ms after a close and logs the close code meaning', () => {
    const { onStatus } = connect();
    latest().serverOpen();
    latest().serverClose(1006);
    expect(logger.info).toHaveBeenCalledWith('[ws] closed: 1006 Abnormal closure');
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual(['connecting', 'open', 'reconnecting']);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects when the server goes away (1001: a restart or a deploy)', () => {
    const { onStatus } = connect();
    latest().serverOpen();
    latest().serverClose(1001);
    expect(logger.info).toHaveBeenCalledWith('[ws] closed: 1001 Going away');
    expect(onStatus).toHaveBeenLastCalledWith('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().serverOpen();
    expect(onStatus).toHaveBeenLastCalledWith('open');
  });

  it('keeps trying after the ten quick reconnects, with a doubling wait capped at 30 s', () => {
    const { onStatus } = connect();
    const delays = failRepeatedly(20);
    expect(delays.slice(0, 10)).toEqual(Array(10).fill(500));
    // 0.75, 1.5, 3, 6, 12 s, then the 30 s cap (22.5 s at the middle of its jitter range).
    expect(delays.slice(10)).toEqual([800, 1500, 3000, 6000, 12000, 22500, 22500, 22500, 22500, 22500]);
    expect(logger.warn).toHaveBeenCalledWith('[ws] 10 reconnects failed; retrying every 30 s at most');
    expect(onStatus).toHaveBeenLastCalledWith('reconnecting');
    latest().serverOpen();
    expect(onStatus).toHaveBeenLastCalledWith('open');
  });

  it('spreads the waits of many members with jitter', () => {
    const low = reconnectDelay(16, { random: () => 0.1 });
    const high = reconnectDelay(16, { random: () => 0.9 });
    expect(low).toBeGreaterThanOrEqual(15000);
    expect(high).toBeLessThanOrEqual(30000);
    expect(high - low).toBeGreaterThan(10000);
  });

  it('resets the count when a connection opens: the next drop gets the quick reconnects again', () => {
    connect();
    failRepeatedly(12);
    latest().serverOpen();
    expect(failRepeatedly(10)).toEqual(Array(10).fill(500));
  });

  it('reconnects at once when the network comes back', () => {
    const { goOnline } = connect();
    failRepeatedly(14);
    latest().serverClose(1006);
    const waiting = FakeSocket.instances.length;
    goOnline();
    expect(FakeSocket.instances).toHaveLength(waiting + 1);
    // The count starts over: the next failure waits the spec's 500 ms.
    expect(failRepeatedly(1)).toEqual([500]);
  });

  it('reconnects at once when the page is shown again, not while it is open or connecting', () => {
    const { show, goOnline } = connect();
    goOnline();
    expect(FakeSocket.instances).toHaveLength(1);
    latest().serverOpen();
    show();
    expect(FakeSocket.instances).toHaveLength(1);
    failRepeatedly(13);
    latest().serverClose(1006);
    const waiting = FakeSocket.instances.length;
    show();
    expect(FakeSocket.instances).toHaveLength(waiting + 1);
  });

  it('does not reconnect after close(), and stops listening to the page', () => {
    const { socket, onStatus, goOnline } = connect();
    latest().serverOpen();
    socket.close();
    vi.advanceTimersByTime(60_000);
    goOnline();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().closedWith).toBe(1000);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
  });
});

describe('describeCloseCode', () => {
  it('names every standard code and flags the rest', () => {
    expect(describeCloseCode(1000)).toBe('1000 Normal closure');
    expect(describeCloseCode(1015)).toBe('1015 TLS handshake failure');
    expect(describeCloseCode(4001)).toBe('4001 Unknown close code');
  });
});
