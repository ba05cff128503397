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

/** A settled stake and win (minor units) at noon of the business day, as the game wallet logs them. */
export async function play(
  t: TestApp,
  userId: number,
  day: string,
  bet: bigint,
  win: bigint,
  currencyId = 1,
) {
  const timeZone = t.app.config.brand.time_zone;
  for (const [subType, amount] of [
    ['bet', bet],
    ['result', win],
  ] as const) {
    await t.db.query(
      `INSERT INTO activity_logs (user_id, type, sub_type, amount, currency_id, detail, created_at)
       VALUES ($1, 'game', $2, $3, $4, '{}', ($5::date + time '12:00') AT TIME ZONE $6)`,
      [userId, subType, amount, currencyId, day, timeZone],
    );
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
