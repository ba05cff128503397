import { hub88, minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { transfer } from '../../ledger';
import { recordLastPlayed } from '../games/launch';
import type { WalletSession } from './session';
import { exchangeToken, sessionOf } from './session';

/** An answer without `request_uuid`, which the route echoes from each request. */
export type Answer = Omit<hub88.WalletResponse, 'request_uuid'> & Record<string, unknown>;

type Kind = 'bet' | 'win' | 'rollback';

interface StoredTransaction {
  transaction_uuid: string;
  kind: Kind;
  user_id: number;
  game_id: number | null;
  round: string | null;
  amount: bigint;
  reference_uuid: string | null;
  fingerprint: string;
  response: Answer;
  rolled_back_at: Date | null;
}

interface GameRef {
  id: number;
  provider_id: number;
}

/** After a round's money moved: tell the member's open pages to refresh the wallet. */
export interface WalletEffects {
  changedUsers: Set<number>;
}

const status = (s: hub88.Hub88Status, extra: Partial<Answer> = {}): Answer => ({ status: s, ...extra });

async function lockBalance(tx: Queryable, userId: number): Promise<bigint> {
  const { rows } = await tx.query<{ balance: bigint }>(
    `SELECT balance FROM accounts WHERE user_id = $1 AND kind = 'main' FOR UPDATE`,
    [userId],
  );
  return rows[0]?.balance ?? 0n;
}

function balanceAnswer(session: Pick<WalletSession, 'user_id' | 'currency_code' | 'scale'>, balance: bigint) {
  return {
    user: String(session.user_id),
    currency: session.currency_code,
    balance: hub88.minorToHub88(balance, session.scale),
  };
}

async function findTransaction(tx: Queryable, uuid: string): Promise<StoredTransaction | undefined> {
  const { rows } = await tx.query<StoredTransaction>(
    'SELECT * FROM provider_transactions WHERE transaction_uuid = $1',
    [uuid],
  );
  return rows[0];
}

async function gameByCode(tx: Queryable, code: string | null | undefined): Promise<GameRef | undefined> {
  if (!code) return undefined;
  const { rows } = await tx.query<GameRef>(
    `SELECT g.id, g.provider_id FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.code = $1 AND g.is_active AND p.is_active ORDER BY g.id LIMIT 1`,
    [code],
  );
  return rows[0];
}

/** The details a repeated transaction must carry unchanged. */
function fingerprintOf(kind: Kind, fields: Record<string, unknown>): string {
  return JSON.stringify([
    kind,
    fields['user'],
    fields['amount'] ?? null,
    fields['currency'] ?? null,
    fields['round'] ?? null,
    fields['game_code'] ?? null,
    fields['reference_transaction_uuid'] ?? null,
  ]);
}

/** Replays a known transaction_uuid: same details → the first answer; other details → duplicate. */
async function replayed(tx: Queryable, kind: Kind, request: Record<string, unknown>, session: WalletSession) {
  const known = await findTransaction(tx, String(request['transaction_uuid']));
  if (!known) return undefined;
  if (known.fingerprint === fingerprintOf(kind, request)) return known.response;
  const balance = await lockBalance(tx, session.user_id);
  return status('RS_ERROR_DUPLICATE_TRANSACTION', balanceAnswer(session, balance));
}

async function store(
  tx: Queryable,
  kind: Kind,
  request: Record<string, unknown>,
  values: { userId: number; gameId: number | null; amount: bigint; reference: string | null },
  response: Answer,
) {
  await tx.query(
    `INSERT INTO provider_transactions (transaction_uuid, kind, user_id, game_id, round, amount, reference_uuid,
       fingerprint, response) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      request['transaction_uuid'],
      kind,
      values.userId,
      values.gameId,
      request['round'] ?? null,
      values.amount,
      values.reference,
      fingerprintOf(kind, request),
      JSON.stringify(response),
    ],
  );
}

interface RecordInput {
  userId: number;
  game: GameRef;
  uuid: string;
  round: string | null | undefined;
  type: Kind;
  subType: 'bet' | 'result' | 'refund' | 'cancel';
  amount: bigint;
  before: bigint;
  after: bigint;
  /** The wallet currency's minor-unit digits: activity log details carry decimal amounts like every other type. */
  scale: number;
}

/** The member's bet record and 'game' activity log entry of one wallet call. */
async function record(tx: Queryable, input: RecordInput) {
  await tx.query(
    `INSERT INTO bet_records (user_id, game_id, provider_id, transaction_uuid, round, type, sub_type, amount,
       before_amount, after_amount, win_lose) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      input.userId,
      input.game.id,
      input.game.provider_id,
      input.uuid,
      input.round ?? null,
      input.type,
      input.subType,
      input.amount,
      input.before,
      input.after,
      input.after - input.before,
    ],
  );
  await tx.query(`INSERT INTO activity_logs (user_id, type, detail) VALUES ($1, 'game', $2)`, [
    input.userId,
    JSON.stringify({
      game_list_id: input.game.id,
      transaction_uuid: input.uuid,
      round: input.round ?? null,
      sub_type: input.subType,
      amount: minorToMoney(input.amount, input.scale),
      before_amount: minorToMoney(input.before, input.scale),
      after_amount: minorToMoney(input.after, input.scale),
    }),
  ]);
}

const member = (userId: number) => ({ userId, kind: 'main' as const });
const providerAccount = (currencyId: number) => ({ system: 'provider' as const, currencyId });

/** Moves money through the ledger, keyed by the Hub88 transaction: the balance after, for the member. */
async function move(
  tx: Queryable,
  session: WalletSession,
  direction: 'to-provider' | 'to-member',
  amount: bigint,
  uuid: string,
  type: string,
  before: bigint,
): Promise<bigint> {
  if (amount === 0n) return before;
  const result = await transfer(tx, {
    idempotencyKey: `hub88:${uuid}`,
    debit: direction === 'to-provider' ? member(session.user_id) : providerAccount(session.currency_id),
    credit: direction === 'to-provider' ? providerAccount(session.currency_id) : member(session.user_id),
    amount,
    type,
    reference: `hub88:${uuid}`,
  });
  return direction === 'to-provider' ? result.debitBalanceAfter : result.creditBalanceAfter;
}

function toMinor(amount: number, scale: number): bigint | undefined {
  try {
    return hub88.hub88ToMinor(amount, scale);
  } catch {
    return undefined;
  }
}

export async function userInfo(tx: Queryable, request: hub88.UserInfoRequest, now: Date): Promise<Answer> {
  const token = typeof request['token'] === 'string' ? request['token'] : undefined;
  const userId = Number(request.user);
  const { rows } = await tx.query<{ country_code: string; registration_date: string }>(
    `SELECT country_code, to_char(created_at, 'YYYY-MM-DD') AS registration_date FROM users WHERE id = $1`,
    [Number.isSafeInteger(userId) ? userId : 0],
  );
  const user = rows[0];
  if (!user) return status('RS_ERROR_INVALID_TOKEN', { user: request.user });
  const answer: Answer = {
    status: 'RS_OK',
    user: request.user,
    country: user.country_code,
    registration_date: user.registration_date,
  };
  if (!token) return answer;
  const session = await sessionOf(tx, token, now);
  if (!session || session.user_id !== userId) return status('RS_ERROR_INVALID_TOKEN', { user: request.user });
  if (!session.exchanged && session.launch_expired)
    return status('RS_ERROR_TOKEN_EXPIRED', { user: request.user });
  await exchangeToken(tx, session, now);
  const balance = await lockBalance(tx, session.user_id);
  return { ...answer, ...balanceAnswer(session, balance) };
}

export async function balance(tx: Queryable, request: hub88.BalanceRequest, now: Date): Promise<Answer> {
  const session = await sessionOf(tx, request.token, now);
  if (!session || (request.user !== undefined && request.user !== String(session.user_id))) {
    return status('RS_ERROR_INVALID_TOKEN');
  }
  return status('RS_OK', balanceAnswer(session, await lockBalance(tx, session.user_id)));
}

async function sessionFor(tx: Queryable, request: { token: string; user: string }, now: Date) {
  const session = await sessionOf(tx, request.token, now);
  return session && String(session.user_id) === request.user ? session : undefined;
}

export async function bet(
  tx: Queryable,
  request: hub88.BetRequest,
  now: Date,
  effects: WalletEffects,
): Promise<Answer> {
  const session = await sessionFor(tx, request, now);
  if (!session) return status('RS_ERROR_INVALID_TOKEN');
  const before = await lockBalance(tx, session.user_id);
  const known = await replayed(tx, 'bet', request, session);
  if (known) return known;
  if (session.session_expired) return status('RS_ERROR_TOKEN_EXPIRED', balanceAnswer(session, before));
  if (request.currency !== session.currency_code)
    return status('RS_ERROR_WRONG_CURRENCY', balanceAnswer(session, before));
  const game = await gameByCode(tx, request.game_code);
  if (!game) return status('RS_ERROR_INVALID_GAME', balanceAnswer(session, before));
  const amount = toMinor(request.amount, session.scale);
  if (amount === undefined) return status('RS_ERROR_WRONG_TYPES', balanceAnswer(session, before));
  // A rollback that arrived first cancelled this bet in advance.
  const cancelled = await tx.query(
    `SELECT 1 FROM provider_transactions WHERE kind = 'rollback' AND reference_uuid = $1`,
    [request.transaction_uuid],
  );
  if (cancelled.rows.length > 0)
    return status('RS_ERROR_DUPLICATE_TRANSACTION', balanceAnswer(session, before));
  const paid = request.is_free ? 0n : amount;
  if (paid > before) return status('RS_ERROR_NOT_ENOUGH_MONEY', balanceAnswer(session, before));
  const after = await move(tx, session, 'to-provider', paid, request.transaction_uuid, 'game_bet', before);
  await record(tx, {
    userId: session.user_id,
    game,
    uuid: request.transaction_uuid,
    round: request.round,
    type: 'bet',
    subType: 'bet',
    amount: paid,
    before,
    after,
    scale: session.scale,
  });
  if (paid > 0n) {
    await tx.query('UPDATE users SET turn_deposit = turn_deposit + $2 WHERE id = $1', [
      session.user_id,
      paid,
    ]);
  }
  await recordLastPlayed(tx, session.user_id, game.id, now);
  const answer = status('RS_OK', balanceAnswer(session, after));
  await store(
    tx,
    'bet',
    request,
    { userId: session.user_id, gameId: game.id, amount: paid, reference: null },
    answer,
  );
  effects.changedUsers.add(session.user_id);
  return answer;
}

export async function win(
  tx: Queryable,
  request: hub88.WinRequest,
  now: Date,
  effects: WalletEffects,
): Promise<Answer> {
  // Wins may arrive after the session ended: the token must be known, its expiry is not checked.
  const session = await sessionFor(tx, request, now);
  if (!session) return status('RS_ERROR_INVALID_TOKEN');
  const before = await lockBalance(tx, session.user_id);
  const known = await replayed(tx, 'win', request, session);
  if (known) return known;
  if (request.currency !== session.currency_code)
    return status('RS_ERROR_WRONG_CURRENCY', balanceAnswer(session, before));
  const betRow = await findTransaction(tx, request.reference_transaction_uuid);
  if (!betRow || betRow.kind !== 'bet' || betRow.user_id !== session.user_id || betRow.rolled_back_at) {
    return status('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balanceAnswer(session, before));
  }
  const game = (await gameByCode(tx, request.game_code)) ?? (await gameById(tx, betRow.game_id));
  if (!game) return status('RS_ERROR_INVALID_GAME', balanceAnswer(session, before));
  const amount = toMinor(request.amount, session.scale);
  if (amount === undefined) return status('RS_ERROR_WRONG_TYPES', balanceAnswer(session, before));
  const after = await move(tx, session, 'to-member', amount, request.transaction_uuid, 'game_win', before);
  await record(tx, {
    userId: session.user_id,
    game,
    uuid: request.transaction_uuid,
    round: request.round,
    type: 'win',
    subType: 'result',
    amount,
    before,
    after,
    scale: session.scale,
  });
  const answer = status('RS_OK', balanceAnswer(session, after));
  await store(
    tx,
    'win',
    request,
    { userId: session.user_id, gameId: game.id, amount, reference: request.reference_transaction_uuid },
    answer,
  );
  effects.changedUsers.add(session.user_id);
  return answer;
}

async function gameById(tx: Queryable, id: number | null): Promise<GameRef | undefined> {
  if (id === null) return undefined;
  return (await tx.query<GameRef>('SELECT id, provider_id FROM games WHERE id = $1', [id])).rows[0];
}

/**
 * Reverses the referenced bet (a refund) or win (a cancel). A rollback of a transaction not seen yet is
 * answered RS_OK and remembered, so the late bet is refused; rolling back twice moves money once.
 */
export async function rollback(
  tx: Queryable,
  request: hub88.RollbackRequest,
  now: Date,
  effects: WalletEffects,
): Promise<Answer> {
  const session = await sessionFor(tx, request, now);
  if (!session) return status('RS_ERROR_INVALID_TOKEN');
  const before = await lockBalance(tx, session.user_id);
  const known = await replayed(tx, 'rollback', request, session);
  if (known) return known;
  const target = await findTransaction(tx, request.reference_transaction_uuid);
  const remember = async (answer: Answer, gameId: number | null, amount: bigint) => {
    await store(
      tx,
      'rollback',
      request,
      { userId: session.user_id, gameId, amount, reference: request.reference_transaction_uuid },
      answer,
    );
    return answer;
  };
  if (!target) return remember(status('RS_OK', balanceAnswer(session, before)), null, 0n);
  if (target.user_id !== session.user_id || target.kind === 'rollback') {
    return status('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balanceAnswer(session, before));
  }
  if (target.rolled_back_at)
    return remember(status('RS_OK', balanceAnswer(session, before)), target.game_id, 0n);
  const game = await gameById(tx, target.game_id);
  if (!game) return status('RS_ERROR_INVALID_GAME', balanceAnswer(session, before));
  const isBet = target.kind === 'bet';
  if (!isBet && target.amount > before)
    return status('RS_ERROR_NOT_ENOUGH_MONEY', balanceAnswer(session, before));
  const after = await move(
    tx,
    session,
    isBet ? 'to-member' : 'to-provider',
    target.amount,
    request.transaction_uuid,
    isBet ? 'game_refund' : 'game_cancel',
    before,
  );
  await record(tx, {
    userId: session.user_id,
    game,
    uuid: request.transaction_uuid,
    round: request.round ?? target.round,
    type: 'rollback',
    subType: isBet ? 'refund' : 'cancel',
    amount: target.amount,
    before,
    after,
    scale: session.scale,
  });
  if (isBet && target.amount > 0n) {
    await tx.query('UPDATE users SET turn_deposit = GREATEST(turn_deposit - $2, 0) WHERE id = $1', [
      session.user_id,
      target.amount,
    ]);
  }
  await tx.query('UPDATE provider_transactions SET rolled_back_at = $2 WHERE transaction_uuid = $1', [
    target.transaction_uuid,
    now,
  ]);
  effects.changedUsers.add(session.user_id);
  return remember(status('RS_OK', balanceAnswer(session, after)), game.id, target.amount);
}
