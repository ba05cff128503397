import { hub88, minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { transfer } from '../../ledger';
import { appendActivity } from '../../stream';
import type { FreeRound } from '../free-spin';
import { addFreeWin, freeRoundOf, returnFreeRound, takeFreeRound } from '../free-spin';
import { betRefusal } from '../gambling-limits';
import { restrictionOf } from '../exclusion';
import { recordLastPlayed } from '../games/launch';
import { FREE_ROUND_REFUSALS, freeRoundsOf } from './free-rounds';
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
  /** The free-spin grant that paid the bet (of a bet, its win or rollback). */
  free_spin_grant_id: bigint | null;
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

/** The details a repeated transaction must carry unchanged (a free bet's reward too). */
function fingerprintOf(kind: Kind, fields: Record<string, unknown>): string {
  const details = [
    kind,
    fields['user'],
    fields['amount'] ?? null,
    fields['currency'] ?? null,
    fields['round'] ?? null,
    fields['game_code'] ?? null,
    fields['reference_transaction_uuid'] ?? null,
  ];
  // Only when present, so the fingerprints stored before free bets existed still match.
  const free = fields['is_free'] === true || Boolean(fields['reward_uuid']);
  return JSON.stringify(
    free ? [...details, fields['is_free'] ?? null, fields['reward_uuid'] ?? null] : details,
  );
}

/** Bet, win and rollback, as the wallet route runs them: one database transaction each. */
type MoneyHandler<R> = (tx: Queryable, request: R, now: Date, effects: WalletEffects) => Promise<Answer>;

/** The fields every money call (bet, win, rollback) carries. */
type MoneyRequest = { token: string; user: string; transaction_uuid: string } & Record<string, unknown>;

/** A bet, win or rollback past the checks they share. */
interface MoneyCall {
  tx: Queryable;
  kind: Kind;
  request: MoneyRequest;
  session: WalletSession;
  /** The member's main balance as the call found it, locked until the call ends. */
  before: bigint;
}

async function sessionFor(tx: Queryable, request: { token: string; user: string }, now: Date) {
  const session = await sessionOf(tx, request.token, now);
  return session && String(session.user_id) === request.user ? session : undefined;
}

/**
 * What bet, win and rollback first do alike: the token must be the request user's, the member's balance is
 * locked, and a known transaction_uuid is replayed (same details → the first answer; other details →
 * duplicate). Either the answer already due, or the call to carry on.
 */
async function openMoneyCall(
  tx: Queryable,
  kind: Kind,
  request: MoneyRequest,
  now: Date,
): Promise<{ answered: Answer } | MoneyCall> {
  const session = await sessionFor(tx, request, now);
  if (!session) return { answered: status('RS_ERROR_INVALID_TOKEN') };
  const before = await lockBalance(tx, session.user_id);
  const known = await findTransaction(tx, request.transaction_uuid);
  if (known?.fingerprint === fingerprintOf(kind, request)) return { answered: known.response };
  const call = { tx, kind, request, session, before };
  if (known) return { answered: withBalance(call, 'RS_ERROR_DUPLICATE_TRANSACTION') };
  return call;
}

/** An answer with the member's balance: as the call found it, unless money moved. */
function withBalance(call: MoneyCall, s: hub88.Hub88Status, balance = call.before): Answer {
  return status(s, balanceAnswer(call.session, balance));
}

/** Keeps the call's answer under its transaction_uuid, so that a repeat gets it again. */
async function remember(
  call: MoneyCall,
  answer: Answer,
  values: { gameId: number | null; amount: bigint; reference: string | null; free?: FreeRound | undefined },
): Promise<Answer> {
  await call.tx.query(
    `INSERT INTO provider_transactions (transaction_uuid, kind, user_id, game_id, round, amount, reference_uuid,
       fingerprint, response, free_spin_grant_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      call.request.transaction_uuid,
      call.kind,
      call.session.user_id,
      values.gameId,
      call.request['round'] ?? null,
      values.amount,
      values.reference,
      fingerprintOf(call.kind, call.request),
      JSON.stringify(answer),
      values.free?.grantId ?? null,
    ],
  );
  return answer;
}

/** One movement of a call's money, and how the member's bet record names it. */
interface Movement {
  game: GameRef;
  round: string | null | undefined;
  subType: 'bet' | 'result' | 'refund' | 'cancel';
  direction: 'to-provider' | 'to-member';
  /** The ledger transfer's type. */
  ledgerType: string;
  amount: bigint;
  /** A round of a free-spin grant: the stake (and its refund) is the promotion's, not the member's. */
  free?: FreeRound | undefined;
}

/** Whether the promotion account, not the member, pays (or gets back) the movement's amount. */
const promotionPays = (movement: Movement) =>
  movement.free !== undefined && (movement.subType === 'bet' || movement.subType === 'refund');

const member = (userId: number) => ({ userId, kind: 'main' as const });
const providerAccount = (currencyId: number) => ({ system: 'provider' as const, currencyId });
const promotionAccount = (currencyId: number) => ({ system: 'promotion' as const, currencyId });

/**
 * Moves the money through the ledger, keyed by the Hub88 transaction, then writes the member's bet record
 * and 'game' activity log entry: the balance after.
 */
async function settle(call: MoneyCall, movement: Movement): Promise<bigint> {
  const after = await move(call, movement);
  await record(call, movement, after);
  return after;
}

/** The ledger transfer, keyed by the Hub88 transaction: the member's balance after. */
async function move({ tx, session, request, before }: MoneyCall, movement: Movement): Promise<bigint> {
  if (movement.amount === 0n) return before;
  const toProvider = movement.direction === 'to-provider';
  const byPromotion = promotionPays(movement);
  const other = byPromotion ? promotionAccount(session.currency_id) : member(session.user_id);
  const result = await transfer(tx, {
    idempotencyKey: `hub88:${request.transaction_uuid}`,
    debit: toProvider ? other : providerAccount(session.currency_id),
    credit: toProvider ? providerAccount(session.currency_id) : other,
    amount: movement.amount,
    type: movement.ledgerType,
    reference: `hub88:${request.transaction_uuid}`,
  });
  if (byPromotion) return before;
  return toProvider ? result.debitBalanceAfter : result.creditBalanceAfter;
}

/**
 * The member's bet record and the movement's 'game' event in the activity stream (turnover, wins). A free
 * round's stake is not the member's: their records show nothing staked (so no turnover, totals or quest
 * progress count it), the stake the promotion paid is in `detail.free_amount`.
 */
async function record({ tx, kind, request, session, before }: MoneyCall, movement: Movement, after: bigint) {
  const { game, round, subType, free } = movement;
  const amount = promotionPays(movement) ? 0n : movement.amount;
  const uuid = request.transaction_uuid;
  await tx.query(
    `INSERT INTO bet_records (user_id, game_id, provider_id, transaction_uuid, round, type, sub_type, amount,
       before_amount, after_amount, win_lose) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      session.user_id,
      game.id,
      game.provider_id,
      uuid,
      round ?? null,
      kind,
      subType,
      amount,
      before,
      after,
      after - before,
    ],
  );
  // Activity log details carry decimal amounts, in the wallet currency's scale, like every other type.
  const money = (minor: bigint) => minorToMoney(minor, session.scale);
  await appendActivity(tx, {
    userId: session.user_id,
    type: 'game',
    subType,
    amount,
    currencyId: session.currency_id,
    gameId: game.id,
    providerId: game.provider_id,
    detail: {
      game_list_id: game.id,
      transaction_uuid: uuid,
      round: round ?? null,
      sub_type: subType,
      amount: money(amount),
      before_amount: money(before),
      after_amount: money(after),
      ...(free ? { is_free: true, reward_uuid: free.rewardUuid, turnover: free.turnover } : {}),
      ...(promotionPays(movement) ? { free_amount: money(movement.amount) } : {}),
    },
  });
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
  const { rows } = await tx.query<{
    country_code: string;
    registration_date: string;
    currency_id: number;
    scale: number;
  }>(
    `SELECT u.country_code, to_char(u.created_at, 'YYYY-MM-DD') AS registration_date, u.currency_id, c.scale
       FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1`,
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
  if (!token) {
    const member = { userId, currencyId: user.currency_id, scale: user.scale };
    return { ...answer, free_rounds: await freeRoundsOf(tx, member, now) };
  }
  const session = await sessionOf(tx, token, now);
  if (!session || session.user_id !== userId) return status('RS_ERROR_INVALID_TOKEN', { user: request.user });
  if (!session.exchanged && session.launch_expired)
    return status('RS_ERROR_TOKEN_EXPIRED', { user: request.user });
  await exchangeToken(tx, session, now);
  const balance = await lockBalance(tx, session.user_id);
  return {
    ...answer,
    ...balanceAnswer(session, balance),
    free_rounds: await sessionFreeRounds(tx, session, now),
  };
}

/** Extension: the free rounds the session's member may play in its currency (Hub88FreeRound[]). */
const sessionFreeRounds = (tx: Queryable, session: WalletSession, now: Date) =>
  freeRoundsOf(tx, { userId: session.user_id, currencyId: session.currency_id, scale: session.scale }, now);

export async function balance(tx: Queryable, request: hub88.BalanceRequest, now: Date): Promise<Answer> {
  const session = await sessionOf(tx, request.token, now);
  if (!session || (request.user !== undefined && request.user !== String(session.user_id))) {
    return status('RS_ERROR_INVALID_TOKEN');
  }
  const balance = await lockBalance(tx, session.user_id);
  return status('RS_OK', {
    ...balanceAnswer(session, balance),
    free_rounds: await sessionFreeRounds(tx, session, now),
  });
}

export const bet: MoneyHandler<hub88.BetRequest> = async (tx, request, now, effects) => {
  const call = await openMoneyCall(tx, 'bet', request, now);
  if ('answered' in call) return call.answered;
  const { session, before } = call;
  if (session.session_expired) return withBalance(call, 'RS_ERROR_TOKEN_EXPIRED');
  // A time-out, self-exclusion or closure stops play even in a game opened before it started.
  if (await restrictionOf(tx, session.user_id, now)) return withBalance(call, 'RS_ERROR_USER_DISABLED');
  if (request.currency !== session.currency_code) return withBalance(call, 'RS_ERROR_WRONG_CURRENCY');
  const game = await gameByCode(tx, request.game_code);
  if (!game) return withBalance(call, 'RS_ERROR_INVALID_GAME');
  const amount = toMinor(request.amount, session.scale);
  if (amount === undefined) return withBalance(call, 'RS_ERROR_WRONG_TYPES');
  // A rollback that arrived first cancelled this bet in advance.
  const cancelled = await tx.query(
    `SELECT 1 FROM provider_transactions WHERE kind = 'rollback' AND reference_uuid = $1`,
    [request.transaction_uuid],
  );
  if (cancelled.rows.length > 0) return withBalance(call, 'RS_ERROR_DUPLICATE_TRANSACTION');
  // The member's own loss and session limits (a free round's stake is not theirs to lose).
  const limited = await betRefusal(tx, session.user_id, request.is_free ? 0n : amount, now);
  if (limited) return withBalance(call, limited);
  // A free bet takes a round of the member's grant (the promotion pays it); any other bet, their money.
  let free: FreeRound | undefined;
  if (request.is_free) {
    const taken = await takeFreeRound(tx, {
      userId: session.user_id,
      currencyId: session.currency_id,
      rewardUuid: request.reward_uuid,
      gameId: game.id,
      amount,
      now,
    });
    if ('refused' in taken) return withBalance(call, FREE_ROUND_REFUSALS[taken.refused]);
    free = taken.round;
  } else if (amount > before) {
    return withBalance(call, 'RS_ERROR_NOT_ENOUGH_MONEY');
  }
  const after = await settle(call, {
    game,
    round: request.round,
    subType: 'bet',
    direction: 'to-provider',
    ledgerType: free ? 'free_spin_bet' : 'game_bet',
    amount,
    free,
  });
  await recordLastPlayed(tx, session.user_id, game.id, now);
  const answer = await remember(call, withBalance(call, 'RS_OK', after), {
    gameId: game.id,
    amount,
    reference: null,
    free,
  });
  effects.changedUsers.add(session.user_id);
  return answer;
};

export const win: MoneyHandler<hub88.WinRequest> = async (tx, request, now, effects) => {
  // Wins may arrive after the session ended: the token must be known, its expiry is not checked.
  const call = await openMoneyCall(tx, 'win', request, now);
  if ('answered' in call) return call.answered;
  const { session } = call;
  if (request.currency !== session.currency_code) return withBalance(call, 'RS_ERROR_WRONG_CURRENCY');
  const betRow = await findTransaction(tx, request.reference_transaction_uuid);
  if (!betRow || betRow.kind !== 'bet' || betRow.user_id !== session.user_id || betRow.rolled_back_at) {
    return withBalance(call, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  const game = (await gameByCode(tx, request.game_code)) ?? (await gameById(tx, betRow.game_id));
  if (!game) return withBalance(call, 'RS_ERROR_INVALID_GAME');
  const amount = toMinor(request.amount, session.scale);
  if (amount === undefined) return withBalance(call, 'RS_ERROR_WRONG_TYPES');
  // The win of a free bet is a free round's win: paid like any win, counted on the grant.
  const free = await freeRoundOf(tx, betRow.free_spin_grant_id);
  const otherReward = free && request.reward_uuid && request.reward_uuid !== free.rewardUuid;
  if ((request.is_free && !free) || otherReward) return withBalance(call, 'RS_ERROR_WRONG_TYPES');
  const after = await settle(call, {
    game,
    round: request.round,
    subType: 'result',
    direction: 'to-member',
    ledgerType: 'game_win',
    amount,
    free,
  });
  if (free) await addFreeWin(tx, free.grantId, amount);
  const answer = await remember(call, withBalance(call, 'RS_OK', after), {
    gameId: game.id,
    amount,
    reference: request.reference_transaction_uuid,
    free,
  });
  effects.changedUsers.add(session.user_id);
  return answer;
};

async function gameById(tx: Queryable, id: number | null): Promise<GameRef | undefined> {
  if (id === null) return undefined;
  return (await tx.query<GameRef>('SELECT id, provider_id FROM games WHERE id = $1', [id])).rows[0];
}

/**
 * Reverses the referenced bet (a refund) or win (a cancel). A rollback of a transaction not seen yet is
 * answered RS_OK and remembered, so the late bet is refused; rolling back twice moves money once.
 */
export const rollback: MoneyHandler<hub88.RollbackRequest> = async (tx, request, now, effects) => {
  const call = await openMoneyCall(tx, 'rollback', request, now);
  if ('answered' in call) return call.answered;
  const { session, before } = call;
  const reference = request.reference_transaction_uuid;
  const target = await findTransaction(tx, reference);
  if (!target) return remember(call, withBalance(call, 'RS_OK'), { gameId: null, amount: 0n, reference });
  if (target.user_id !== session.user_id || target.kind === 'rollback') {
    return withBalance(call, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  if (target.rolled_back_at) {
    return remember(call, withBalance(call, 'RS_OK'), { gameId: target.game_id, amount: 0n, reference });
  }
  const game = await gameById(tx, target.game_id);
  if (!game) return withBalance(call, 'RS_ERROR_INVALID_GAME');
  const isBet = target.kind === 'bet';
  if (!isBet && target.amount > before) return withBalance(call, 'RS_ERROR_NOT_ENOUGH_MONEY');
  // A free bet's stake goes back to the promotion with its spin; a free win comes off the grant's total.
  const free = await freeRoundOf(tx, target.free_spin_grant_id);
  const after = await settle(call, {
    game,
    round: request.round ?? target.round,
    subType: isBet ? 'refund' : 'cancel',
    direction: isBet ? 'to-member' : 'to-provider',
    ledgerType: isBet ? (free ? 'free_spin_refund' : 'game_refund') : 'game_cancel',
    amount: target.amount,
    free,
  });
  if (free && isBet) await returnFreeRound(tx, free.grantId);
  if (free && !isBet) await addFreeWin(tx, free.grantId, -target.amount);
  await tx.query('UPDATE provider_transactions SET rolled_back_at = $2 WHERE transaction_uuid = $1', [
    target.transaction_uuid,
    now,
  ]);
  effects.changedUsers.add(session.user_id);
  return remember(call, withBalance(call, 'RS_OK', after), {
    gameId: game.id,
    amount: target.amount,
    reference,
    free,
  });
};
