import type { BetRecord, BetSubType, BetSummary, Paginated, TotalBetRow } from '@casino/contracts';
import { DEFAULT_LIMIT, minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { dateRange } from '../../http/history-filter';

export interface BetFilter {
  userId: number;
  /** Inclusive start and exclusive end: exact instants, as every history takes them. */
  from?: string | undefined;
  to?: string | undefined;
  gameId?: number | undefined;
  providerId?: number | undefined;
  subType?: BetSubType | undefined;
}

function where(filter: BetFilter) {
  const params: unknown[] = [filter.userId];
  const clauses = ['b.user_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(`${sql} $${params.length}`);
  };
  clauses.push(...dateRange('b.created_at', { start_date: filter.from, end_date: filter.to }, params));
  if (filter.gameId !== undefined) add('b.game_id =', filter.gameId);
  if (filter.providerId !== undefined) add('b.provider_id =', filter.providerId);
  if (filter.subType) add('b.sub_type =', filter.subType);
  return { sql: `WHERE ${clauses.join(' AND ')}`, params };
}

async function scaleOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ scale: number }>(
    'SELECT c.scale FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
    [userId],
  );
  return rows[0]?.scale ?? 2;
}

const FROM = `bet_records b JOIN games g ON g.id = b.game_id JOIN game_providers p ON p.id = b.provider_id`;

interface BetRow {
  id: bigint;
  created_at: Date;
  game_list_id: number;
  game_name: string;
  provider_id: number;
  provider_name: string;
  type: BetRecord['type'];
  sub_type: BetSubType;
  round: string | null;
  amount: bigint;
  before_amount: bigint;
  after_amount: bigint;
  win_lose: bigint;
}

export async function listBetRecords(
  db: Queryable,
  filter: BetFilter,
  paging: { limit?: number | undefined; skip?: number | undefined; direction?: 1 | -1 | undefined },
): Promise<Paginated<BetRecord>> {
  const { sql, params } = where(filter);
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const skip = paging.skip ?? 0;
  const order = paging.direction === 1 ? 'ASC' : 'DESC';
  const [scale, total, rows] = await Promise.all([
    scaleOf(db, filter.userId),
    db.query<{ total: bigint }>(`SELECT count(*) AS total FROM ${FROM} ${sql}`, params),
    db.query<BetRow>(
      `SELECT b.id, b.created_at, b.game_id AS game_list_id, g.name AS game_name, b.provider_id,
              p.name AS provider_name, b.type, b.sub_type, b.round, b.amount, b.before_amount, b.after_amount, b.win_lose
         FROM ${FROM} ${sql} ORDER BY b.created_at ${order}, b.id ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, skip],
    ),
  ]);
  const money = (minor: bigint) => minorToMoney(minor, scale);
  return {
    total: Number(total.rows[0]?.total ?? 0),
    limit,
    skip,
    data: rows.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      created_at: new Date(row.created_at).toISOString(),
      amount: money(row.amount),
      before_amount: money(row.before_amount),
      after_amount: money(row.after_amount),
      win_lose: money(row.win_lose),
    })),
  };
}

/** Bets count negative in win_lose; wins and refunds positive; a cancelled win negative again. */
const TOTALS = `count(DISTINCT COALESCE(b.round, b.transaction_uuid)) FILTER (WHERE b.sub_type = 'bet') AS rounds,
  COALESCE(sum(b.amount) FILTER (WHERE b.sub_type = 'bet'), 0) - COALESCE(sum(b.amount) FILTER (WHERE b.sub_type = 'refund'), 0) AS total_bet,
  COALESCE(sum(b.amount) FILTER (WHERE b.sub_type = 'result'), 0) - COALESCE(sum(b.amount) FILTER (WHERE b.sub_type = 'cancel'), 0) AS total_win,
  COALESCE(sum(b.win_lose), 0) AS win_lose`;

interface TotalsRow {
  rounds: bigint;
  total_bet: bigint | string;
  total_win: bigint | string;
  win_lose: bigint | string;
}

function summaryOf(row: TotalsRow | undefined, scale: number): BetSummary {
  const money = (v: bigint | string | undefined) => minorToMoney(BigInt(v ?? 0), scale);
  return {
    rounds: Number(row?.rounds ?? 0),
    total_bet: money(row?.total_bet),
    total_win: money(row?.total_win),
    win_lose: money(row?.win_lose),
  };
}

export async function betSummary(db: Queryable, filter: BetFilter): Promise<BetSummary> {
  const { sql, params } = where(filter);
  const [scale, { rows }] = await Promise.all([
    scaleOf(db, filter.userId),
    db.query<TotalsRow>(`SELECT ${TOTALS} FROM ${FROM} ${sql}`, params),
  ]);
  return summaryOf(rows[0], scale);
}

export async function totalBetByGame(
  db: Queryable,
  filter: BetFilter,
  paging: { limit?: number | undefined; skip?: number | undefined; direction?: 1 | -1 | undefined },
): Promise<Paginated<TotalBetRow>> {
  const { sql, params } = where(filter);
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const skip = paging.skip ?? 0;
  const order = paging.direction === 1 ? 'ASC' : 'DESC';
  const grouped = `SELECT b.provider_id, p.name AS provider_name, b.game_id AS game_list_id, g.name AS game_name, ${TOTALS}
    FROM ${FROM} ${sql} GROUP BY b.provider_id, p.name, b.game_id, g.name`;
  const [scale, total, rows] = await Promise.all([
    scaleOf(db, filter.userId),
    db.query<{ total: bigint }>(`SELECT count(*) AS total FROM (${grouped}) t`, params),
    db.query<
      TotalsRow & { provider_id: number; provider_name: string; game_list_id: number; game_name: string }
    >(
      `${grouped} ORDER BY total_bet ${order}, game_list_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, skip],
    ),
  ]);
  return {
    total: Number(total.rows[0]?.total ?? 0),
    limit,
    skip,
    data: rows.rows.map((row) => ({
      provider_id: row.provider_id,
      provider_name: row.provider_name,
      game_list_id: row.game_list_id,
      game_name: row.game_name,
      ...summaryOf(row, scale),
    })),
  };
}
