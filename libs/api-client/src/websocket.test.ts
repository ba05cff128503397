import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectMemberSocket, memberSocketUrl } from './websocket';
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

function connect(extra: Partial<Parameters<typeof connectMemberSocket>[0]> = {}) {
  const onMessage = vi.fn();
  const onStatus = vi.fn();
  const socket = connectMemberSocket({
    onMessage,
    onStatus,
    baseUrl: 'https://casino.test',
    WebSocket: FakeSocket,
    logger,
    ...extra,
  });
  return { socket, onMessage, onStatus };
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
    connect();
    latest().serverOpen();
    latest().serverClose(1006);
    expect(logger.info).toHaveBeenCalledWith('[ws] closed: 1006 Abnormal closure');
    vi.advanceTimersByTime(499);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('gives up after more than 10 failed reconnects in a row', () => {
    const { onStatus } = connect();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      latest().serverClose(1006);
      vi.advanceTimersByTime(500);
    }
    expect(FakeSocket.instances).toHaveLength(11);
    latest().serverClose(1006);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(11);
    expect(onStatus).toHaveBeenLastCalledWith('gave-up');
  });

  it('resets the retry count when a connection opens', () => {
    connect();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      latest().serverClose(1006);
      vi.advanceTimersByTime(500);
    }
    latest().serverOpen();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      latest().serverClose(1011);
      vi.advanceTimersByTime(500);
    }
    expect(FakeSocket.instances).toHaveLength(21);
  });

  it('does not reconnect after close()', () => {
    const { socket } = connect();
    latest().serverOpen();
    socket.close();
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().closedWith).toBe(1000);
  });
});

describe('describeCloseCode', () => {
  it('names every standard code and flags the rest', () => {
    expect(describeCloseCode(1000)).toBe('1000 Normal closure');
    expect(describeCloseCode(1015)).toBe('1015 TLS handshake failure');
    expect(describeCloseCode(4001)).toBe('4001 Unknown close code');
  });
});
