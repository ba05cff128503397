import { randomUUID } from 'node:crypto';
import { hub88 } from '@casino/contracts';
import { sign, verify } from '../hub88/signature';
import type { PendingCall, RetryQueue } from './retry-queue';
import { backoffMs } from './retry-queue';

export interface WalletClientOptions {
  /** The operator's wallet base, e.g. http://localhost:3000/provider-wallet/hub88. */
  baseUrl: string;
  privateKey: string;
  /** The operator's public key, read when first needed (it may appear after we start). */
  operatorPublicKey: () => Promise<string | undefined>;
  queue: RetryQueue;
  /** A bet unanswered after this is rolled back (3 s). */
  betTimeoutMs?: number;
  /** Each other call gives up after this and is retried from the queue. */
  callTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

export type WalletAnswer = hub88.WalletResponse & Record<string, unknown>;

export class WalletCallError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'signature' | 'syntax',
  ) {
    super(message);
    this.name = 'WalletCallError';
  }
}

/** Statuses after which retrying a win or rollback cannot help: the operator has decided. */
const FINAL_STATUSES = new Set<hub88.Hub88Status>([
  'RS_OK',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
]);

/** Bet answers that refuse the stake without any doubt about whether money moved. */
const CLEAN_REFUSALS = new Set<hub88.Hub88Status>(['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED']);

/**
 * The provider's side of the Hub88 wallet: signs each body with the provider key, checks the operator's
 * signature on each answer, retries wins and rollbacks until acknowledged, and rolls back a bet whose
 * answer did not come within 3 s (or came as an error that leaves the stake in doubt).
 */
export class WalletClient {
  private readonly betTimeoutMs: number;
  private readonly callTimeoutMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;

  constructor(private readonly options: WalletClientOptions) {
    this.betTimeoutMs = options.betTimeoutMs ?? 3000;
    this.callTimeoutMs = options.callTimeoutMs ?? 10_000;
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  userInfo(body: { user: string; token: string }) {
    return this.post(hub88.WALLET_PATHS.userInfo, body, this.callTimeoutMs);
  }

  balance(body: { user?: string; token: string; game_code?: string }) {
    return this.post(hub88.WALLET_PATHS.userBalance, body, this.callTimeoutMs);
  }

  /**
   * Places a bet. Any doubt (timeout, network, bad signature, unexpected status) queues its rollback and
   * answers undefined; a clean refusal (not enough money, limit) is returned as is.
   */
  async bet(body: Omit<hub88.BetRequest, 'request_uuid'>): Promise<WalletAnswer | undefined> {
    try {
      const answer = await this.post(hub88.WALLET_PATHS.bet, body, this.betTimeoutMs);
      if (answer.status === 'RS_OK' || CLEAN_REFUSALS.has(answer.status)) return answer;
      this.options.log?.('bet refused, rolling back', answer.status);
    } catch (error) {
      this.options.log?.('bet unanswered, rolling back', (error as Error).message);
    }
    await this.enqueue(hub88.WALLET_PATHS.rollback, {
      user: body.user,
      token: body.token,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: body.transaction_uuid,
      game_code: body.game_code,
      round: body.round ?? null,
      round_closed: true,
    });
    return undefined;
  }

  /** Sends a win now; if it is not acknowledged it stays queued and is retried with backoff. */
  async win(body: Omit<hub88.WinRequest, 'request_uuid'>): Promise<WalletAnswer | undefined> {
    return this.deliver(hub88.WALLET_PATHS.win, body);
  }

  async rollback(body: Omit<hub88.RollbackRequest, 'request_uuid'>): Promise<WalletAnswer | undefined> {
    return this.deliver(hub88.WALLET_PATHS.rollback, body);
  }

  /** Retries due entries every second until stopped. */
  start(intervalMs = 1000): void {
    this.timer = setInterval(() => void this.drain(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.draining;
  }

  /** One pass over the queue: every due call is attempted once; a pass already running is joined. */
  drain(): Promise<void> {
    if (this.draining) return this.draining;
    const pass = (async () => {
      for (const entry of this.options.queue.due(this.now())) await this.attempt(entry);
    })();
    this.draining = pass.finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async deliver(path: string, body: Record<string, unknown>) {
    const entry = await this.enqueue(path, body);
    return this.attempt(entry);
  }

  private async enqueue(path: string, body: Record<string, unknown>): Promise<PendingCall> {
    const entry: PendingCall = {
      id: String(body['transaction_uuid']),
      path,
      body,
      attempts: 0,
      nextAt: this.now(),
    };
    await this.options.queue.put(entry);
    return entry;
  }

  private async attempt(entry: PendingCall): Promise<WalletAnswer | undefined> {
    const attempts = entry.attempts + 1;
    try {
      const answer = await this.post(entry.path, entry.body, this.callTimeoutMs);
      if (FINAL_STATUSES.has(answer.status)) {
        await this.options.queue.remove(entry.id);
        return answer;
      }
      this.options.log?.(`${entry.path} not acknowledged`, answer.status);
    } catch (error) {
      this.options.log?.(`${entry.path} failed`, (error as Error).message);
    }
    await this.options.queue.put({ ...entry, attempts, nextAt: this.now() + backoffMs(attempts) });
    return undefined;
  }

  /** One signed POST; throws WalletCallError when no trustworthy answer came back in time. */
  async post(path: string, body: Record<string, unknown>, timeoutMs: number): Promise<WalletAnswer> {
    const raw = JSON.stringify({ ...body, request_uuid: randomUUID() });
    let response: Response;
    try {
      response = await this.fetchFn(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [hub88.HUB88_SIGNATURE_HEADER]: sign(raw, this.options.privateKey),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      const kind = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
      throw new WalletCallError(`${path}: ${(error as Error).message}`, kind);
    }
    const text = await response.text();
    const signature = response.headers.get(hub88.HUB88_SIGNATURE_HEADER);
    const operatorKey = await this.options.operatorPublicKey();
    if (!operatorKey || !signature || !verify(text, signature, operatorKey)) {
      throw new WalletCallError(`${path}: answer not signed by the operator`, 'signature');
    }
    const parsed = hub88.WalletResponse.safeParse(JSON.parse(text));
    if (!parsed.success) throw new WalletCallError(`${path}: malformed answer`, 'syntax');
    return parsed.data as WalletAnswer;
  }
}
