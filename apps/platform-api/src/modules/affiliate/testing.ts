import type { TestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { readyMember } from '../withdrawal/testing';

export type Headers = Record<string, string>;

/** A logged-in member with their referral code; `join` makes referral their active bonus. */
export async function newAffiliate(t: TestApp, options: { join?: boolean } = {}) {
  const member = await readyMember(t.app, t.db);
  const { rows } = await t.db.query<{ ref_code: string }>('SELECT ref_code FROM users WHERE id = $1', [
    member.userId,
  ]);
  const refCode = rows[0]?.ref_code ?? '';
  if (options.join ?? true) {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/mb/affiliate-member',
      headers: member.headers,
      payload: { replace: false },
    });
    if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  }
  return { ...member, refCode };
}
export type Affiliate = Awaited<ReturnType<typeof newAffiliate>>;

/** A member who registered with the code (THB unless `currencyId` says otherwise). */
export async function referMember(t: TestApp, refCode: string, currencyId = 1) {
  const { user, body } = await registerMember(t.app, { ref_code: refCode, currencyId });
  return { userId: user.id, username: body.username };
}

/**
 * A settled stake and win (minor units) at noon of the business day, as the game wallet logs them, then
 * projected into the day's totals. On PostgreSQL another test file's open transaction can keep the events
 * behind the stream's horizon for a moment, so this waits until daily-totals has read past them.
 */
export async function play(
  t: TestApp,
  userId: number,
  day: string,
  bet: bigint,
  win: bigint,
  currencyId = 1,
) {
  const timeZone = t.app.config.brand.time_zone;
  const { rows } = await t.db.query<{ tx_id: string; id: bigint }>(
    `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
     SELECT $1, 'game', v.sub_type, v.amount, $4, '{}', ($5::date + time '12:00') AT TIME ZONE $6
       FROM (VALUES ('bet', $2::bigint), ('result', $3::bigint)) AS v(sub_type, amount)
     RETURNING tx_id::text AS tx_id, id`,
    [userId, bet, win, currencyId, day, timeZone],
  );
  const last = rows.reduce((a, b) => (b.id > a.id ? b : a));
  for (const deadline = Date.now() + 10_000; ; await new Promise((done) => setTimeout(done, 50))) {
    await t.app.stream.catchUp(['daily-totals']);
    const offset = await t.db.query<{ past: boolean }>(
      `SELECT (last_tx_id, last_id) >= ($1::xid8, $2::bigint) AS past FROM projection_offsets
        WHERE name = 'daily-totals'`,
      [last.tx_id, last.id],
    );
    if (offset.rows[0]?.past) return;
    if (Date.now() > deadline) throw new Error('daily-totals did not read the play within 10 s');
  }
}

/** GET a member service with a query string. */
export async function getAs<T = unknown>(t: TestApp, headers: Headers, service: string, query = '') {
  const response = await t.app.inject({ url: `/api/mb/${service}${query ? `?${query}` : ''}`, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

export async function currencyIdOf(t: TestApp, code: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM currencies WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no currency ${code}`);
  return id;
}

/** The one row a test's query must find. */
export async function oneRow<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await t.db.query<T>(sql, params);
  const row = rows[0];
  if (row === undefined) throw new Error(`no row for ${sql}`);
  return row;
}
