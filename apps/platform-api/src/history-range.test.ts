import {
  activityLogApi,
  businessDayInstants,
  depositApi,
  gamesApi,
  walletTransferApi,
  withdrawalApi,
} from '@casino/contracts';
import type { Endpoint } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositMember } from './modules/deposit/testing';
import { gameIdOf } from './modules/games/testing';
import { eventId, postWebhook } from './modules/payment-webhook/testing';
import { fund } from './modules/withdrawal/testing';
import type { TestApp } from './test/harness';
import { createTestApp } from './test/harness';

/**
 * Every member history takes exact instants `[start, end)` and refuses a bare day. A row at 23:30 in
 * Bangkok (16:30 UTC) belongs to that Bangkok day; one at 00:30 the next morning (17:30 UTC, still the
 * same UTC day) to the next: the old reading of a bare date as a UTC day put both on the first.
 */
const ZONE = 'Asia/Bangkok';
const DAY = '2026-03-15';
const NEXT_DAY = '2026-03-16';
const BEFORE_MIDNIGHT = '2026-03-15T23:30:00+07:00';
const AFTER_MIDNIGHT = '2026-03-16T00:30:00+07:00';

let t: TestApp;
let headers: Record<string, string>;
/** Per table, the ids of the row just before and just after midnight. */
const rows: Record<string, { before: number; after: number }> = {};

async function place(table: string, ids: [number, number]) {
  const [before, after] = ids;
  await t.db.query(`UPDATE ${table} SET created_at = $2 WHERE id = $1`, [before, BEFORE_MIDNIGHT]);
  await t.db.query(`UPDATE ${table} SET created_at = $2 WHERE id = $1`, [after, AFTER_MIDNIGHT]);
  rows[table] = { before, after };
}

async function newestIds(table: string, userId: number): Promise<[number, number]> {
  const { rows: found } = await t.db.query<{ id: number | bigint }>(
    `SELECT id FROM ${table} WHERE user_id = $1 ORDER BY id DESC LIMIT 2`,
    [userId],
  );
  const [after, before] = found.map((row) => Number(row.id));
  if (before === undefined || after === undefined) throw new Error(`${table} has fewer than two rows`);
  return [before, after];
}

beforeAll(async () => {
  t = await createTestApp();
  const m = await depositMember(t.app, t.db);
  headers = m.headers;

  for (const amount of ['100', '200']) {
    const res = await postWebhook(t.app, 'autobank', {
      event_id: eventId(),
      type: 'bank.statement',
      bank_code: 'KBANK',
      account_no: m.bankNo,
      amount,
    });
    expect(res.statusCode).toBe(200);
  }
  await place('deposits', await newestIds('deposits', m.userId));

  await fund(t.db, m.userId, 100_000n, 'cashback');
  for (const amount of ['100', '200']) {
    const res = await t.app.inject({
      method: 'POST',
      url: walletTransferApi.cashbackTransferCreate.basePath,
      headers,
      payload: { amount },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await place('wallet_transfers', await newestIds('wallet_transfers', m.userId));

  for (const amount of [10_000, 20_000]) {
    await t.db.query(
      `INSERT INTO withdrawals (reference, user_id, currency_id, amount, mode)
       SELECT $1, id, currency_id, $2, 'manual' FROM users WHERE id = $3`,
      [`W-RANGE-${m.userId}-${amount}`, amount, m.userId],
    );
  }
  await place('withdrawals', await newestIds('withdrawals', m.userId));

  // The activity stream is append-only: its two entries are written at the chosen instants. (The
  // deposits' and transfers' own entries carry today's time, far from that day.)
  const logged: number[] = [];
  for (const [step, at] of [
    [1, BEFORE_MIDNIGHT],
    [2, AFTER_MIDNIGHT],
  ] as const) {
    const { rows: inserted } = await t.db.query<{ id: bigint }>(
      `INSERT INTO activity_logs (user_id, type, detail, created_at) VALUES ($1, 'update_profile', $2, $3)
       RETURNING id`,
      [m.userId, JSON.stringify({ step }), at],
    );
    logged.push(Number(inserted[0]?.id));
  }
  rows['activity_logs'] = { before: logged[0] ?? 0, after: logged[1] ?? 0 };

  const game = await gameIdOf(t.db, 'jade-fortune');
  for (const round of ['range-1', 'range-2']) {
    await t.db.query(
      `INSERT INTO bet_records (user_id, game_id, provider_id, transaction_uuid, round, type, sub_type,
                                amount, before_amount, after_amount, win_lose)
       SELECT $1, g.id, g.provider_id, $2, $2, 'bet', 'bet', 1000, 50000, 49000, -1000
         FROM games g WHERE g.id = $3`,
      [m.userId, `${round}-${m.userId}`, game],
    );
  }
  await place('bet_records', await newestIds('bet_records', m.userId));
});
afterAll(async () => t.close());

interface History {
  name: string;
  table: string;
  list: Endpoint;
  summary: Endpoint;
  /** How the summary counts the rows it covers. */
  counted: (summary: Record<string, unknown>) => unknown;
  /** The query names of the range's two ends. */
  from: string;
  to: string;
}

const histories: History[] = [
  {
    name: 'deposit',
    table: 'deposits',
    list: depositApi.depositTransactionFind,
    summary: depositApi.depositTransactionSummaryFind,
    counted: (s) => s['total_count'],
    from: 'start_date',
    to: 'end_date',
  },
  {
    name: 'withdrawal',
    table: 'withdrawals',
    list: withdrawalApi.withdrawalTransactionFind,
    summary: withdrawalApi.withdrawalTransactionSummaryFind,
    counted: (s) => s['total_count'],
    from: 'start_date',
    to: 'end_date',
  },
  {
    name: 'transfer',
    table: 'wallet_transfers',
    list: walletTransferApi.transferHistoryFind,
    summary: walletTransferApi.transferHistorySummaryFind,
    counted: (s) => s['total_count'],
    from: 'start_date',
    to: 'end_date',
  },
  {
    name: 'activity log',
    table: 'activity_logs',
    list: activityLogApi.activityLogsFind,
    summary: activityLogApi.activityLogsSummaryFind,
    counted: (s) => s['total_count'],
    from: 'start_date',
    to: 'end_date',
  },
  {
    name: 'bet',
    table: 'bet_records',
    list: gamesApi.betTransactionFind,
    summary: gamesApi.betTransactionSummary,
    counted: (s) => s['rounds'],
    from: 'date_from',
    to: 'date_to',
  },
];

async function get(endpoint: Endpoint, query: Record<string, string>) {
  return t.app.inject({ url: `${endpoint.basePath}?${new URLSearchParams(query)}`, headers });
}

function daysQuery(history: History, first: string, last: string) {
  const { start, end } = businessDayInstants({ first, last }, ZONE);
  return { [history.from]: start ?? '', [history.to]: end ?? '' };
}

async function idsIn(history: History, first: string, last: string) {
  const res = await get(history.list, daysQuery(history, first, last));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number }[] }>().data.map((row) => row.id);
}

describe.each(histories)('the $name history filters by business days', (history) => {
  it('puts a row at 23:30 Bangkok in that day and not the next', async () => {
    const { before, after } = rows[history.table] ?? { before: -1, after: -1 };
    expect(await idsIn(history, DAY, DAY)).toEqual([before]);
    expect(await idsIn(history, NEXT_DAY, NEXT_DAY)).toEqual([after]);
    expect(await idsIn(history, DAY, NEXT_DAY)).toEqual([after, before]);
  });

  it('counts the same rows in its summary', async () => {
    const res = await get(history.summary, daysQuery(history, DAY, DAY));
    expect(res.statusCode, res.body).toBe(200);
    expect(history.counted(res.json())).toBe(1);
  });

  it('refuses a bare day, which would leave the time zone to a guess', async () => {
    for (const endpoint of [history.list, history.summary]) {
      const res = await get(endpoint, { [history.from]: DAY });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: `query.${history.from}` }] });
    }
  });
});

describe('total bet', () => {
  it('sums the rounds of the business day only', async () => {
    const res = await get(gamesApi.totalBetFind, daysQuery(histories[4] as History, DAY, DAY));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, data: [{ rounds: 1 }] });
  });
});
