import type { WsMessage } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, daysBefore, runDailyJob } from '../../jobs';
import { crashingInChunk } from '../../jobs/testing';
import { balanceOf } from '../../ledger';
import { readInvariants } from '../../ledger/testing';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { setMemberPrivilege } from '../privileges/privileges';
import { STAFF_SEED, staffAuth } from '../withdrawal/testing';
import { affiliateJob } from './job';
import type { Affiliate } from './testing';
import { currencyIdOf, newAffiliate, oneRow, play, referMember } from './testing';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp({ adminSeed: STAFF_SEED });
  today = await businessToday(t.db, t.app.config.brand.time_zone);
});
afterAll(() => t.close());

const run = (day: string) => t.app.jobs.run('affiliate', day);
const income = (a: Affiliate) => balanceOf(t.db, { userId: a.userId, kind: 'affiliate' });

async function ledgerIsSound() {
  const invariants = await readInvariants(t.db);
  expect(invariants.drifting).toEqual([]);
  expect(invariants.negative).toEqual([]);
}

async function memos(a: Affiliate) {
  const { rows } = await t.db.query<{ category: string; params: Record<string, string>; body: string }>(
    `SELECT t.category, t.params, m.body FROM memo_topics t JOIN memo_messages m ON m.topic_id = t.id
      WHERE t.user_id = $1 AND t.template = 'affiliate_paid' ORDER BY t.id`,
    [a.userId],
  );
  return rows;
}

async function payout(a: Affiliate, day: string) {
  const { rows } = await t.db.query<{ amount: bigint; detail: Record<string, unknown> }>(
    `SELECT amount, detail FROM job_payouts WHERE job = 'affiliate' AND user_id = $1 AND business_day = $2`,
    [a.userId, day],
  );
  return rows[0];
}

const setProgramme = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/affiliate-programme', headers: staffAuth, payload });

describe('the daily affiliate job', () => {
  it("pays 10 % of the referred members' net loss once, with a memo", async () => {
    const day = daysBefore(today, 2);
    const affiliate = await newAffiliate(t);
    const [loser, winner, idle] = [
      await referMember(t, affiliate.refCode),
      await referMember(t, affiliate.refCode),
      await referMember(t, affiliate.refCode),
    ];
    await play(t, loser.userId, day, 100_000n, 20_000n); // lost 800.00
    await play(t, winner.userId, day, 50_000n, 90_000n); // won: counts 0 of net loss
    await play(t, idle.userId, daysBefore(today, 40), 100_000n, 0n); // another day

    const messages: WsMessage[] = [];
    await t.app.events.subscribe(affiliate.userId, (message) => messages.push(message));
    expect(await run(day)).toMatchObject({ status: 'done', paid: 1 });
    expect(await run(day)).toMatchObject({ status: 'already-done', paid: 0 });
    expect(await income(affiliate)).toBe(8_000n);
    expect(await payout(affiliate, day)).toEqual({
      amount: 8_000n,
      detail: {
        base: '80000',
        base_kind: 'net_loss',
        rate_bp: 1000,
        level_id: 0,
        members: 2,
        turnover: '150000',
        net_loss: '80000',
      },
    });
    expect(await memos(affiliate)).toEqual([
      {
        category: 'Affiliate',
        params: { amount: '80.00', day },
        body: `Affiliate income of 80.00 for ${day} is in your affiliate balance. Transfer it to your wallet whenever you like.`,
      },
    ]);
    expect(messages).toContainEqual({ topic_name: 'PERSONAL_MESSAGE', data: {} });
    // The referred members earn nothing themselves.
    for (const m of [loser, winner]) {
      expect(await balanceOf(t.db, { userId: m.userId, kind: 'affiliate' })).toBe(0n);
    }
    await ledgerIsSound();
  });

  it('pays only affiliates whose active bonus is referral and who hold the privilege', async () => {
    const day = daysBefore(today, 3);
    const joined = await newAffiliate(t);
    const notJoined = await newAffiliate(t, { join: false });
    const revoked = await newAffiliate(t);
    await setMemberPrivilege(t.db, revoked.userId, 'affiliate', false);
    const onCashback = await newAffiliate(t);
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/mb/cashback-member',
      headers: onCashback.headers,
      payload: { replace: true },
    });
    expect(replaced.json()).toMatchObject({ active_bonus: 'cashback' });
    for (const a of [joined, notJoined, revoked, onCashback]) {
      await play(t, (await referMember(t, a.refCode)).userId, day, 10_000n, 0n);
    }
    expect(await run(day)).toMatchObject({ paid: 1 });
    expect(await income(joined)).toBe(1_000n);
    for (const a of [notJoined, revoked, onCashback]) expect(await income(a)).toBe(0n);
  });

  it("ignores referred members' play in another currency and pays the member level's own rate", async () => {
    const day = daysBefore(today, 4);
    const affiliate = await newAffiliate(t);
    const thb = await referMember(t, affiliate.refCode);
    const myr = await referMember(t, affiliate.refCode, await currencyIdOf(t, 'MYR'));
    await play(t, thb.userId, day, 20_000n, 0n);
    await play(t, myr.userId, day, 900_000n, 0n, await currencyIdOf(t, 'MYR'));
    // A THB level of its own at 15 %; the affiliate is on it.
    const { id: levelId } = await oneRow<{ id: number }>(
      t,
      'SELECT id FROM member_levels WHERE currency_id = 1 ORDER BY rank OFFSET 1 LIMIT 1',
    );
    const rate = await t.app.inject({
      method: 'POST',
      url: '/admin/affiliate-rates',
      headers: staffAuth,
      payload: { level_id: levelId, currency_id: 1, rate: '15' },
    });
    expect(rate.statusCode).toBe(200);
    await t.db.query('UPDATE users SET member_level_id = $2 WHERE id = $1', [affiliate.userId, levelId]);

    expect(await run(day)).toMatchObject({ paid: 1 });
    expect(await income(affiliate)).toBe(3_000n);
    expect((await payout(affiliate, day))?.detail).toMatchObject({
      base: '20000',
      rate_bp: 1500,
      level_id: levelId,
      members: 1,
    });
  });

  it('pays a share of the turnover, win or lose, when the programme says so', async () => {
    const day = daysBefore(today, 5);
    const affiliate = await newAffiliate(t);
    const member = await referMember(t, affiliate.refCode);
    await play(t, member.userId, day, 30_000n, 45_000n);
    expect((await setProgramme({ base: 'turnover', reason: 'test' })).json()).toMatchObject({
      active: true,
      base: 'turnover',
    });
    try {
      expect(await run(day)).toMatchObject({ paid: 1 });
    } finally {
      await setProgramme({ base: 'net_loss' });
    }
    expect(await income(affiliate)).toBe(3_000n);
    expect((await payout(affiliate, day))?.detail).toMatchObject({
      base: '30000',
      base_kind: 'turnover',
      net_loss: '0',
    });
  });

  it('pays nobody while the programme is off', async () => {
    const day = daysBefore(today, 6);
    const affiliate = await newAffiliate(t);
    await play(t, (await referMember(t, affiliate.refCode)).userId, day, 50_000n, 0n);
    await setProgramme({ active: false });
    try {
      expect(await run(day)).toMatchObject({ status: 'done', paid: 0 });
    } finally {
      await setProgramme({ active: true });
    }
    expect(await income(affiliate)).toBe(0n);
  });

  it('pays each affiliate once when three runs of the day go at the same time', async () => {
    const day = daysBefore(today, 7);
    const affiliates = [await newAffiliate(t), await newAffiliate(t), await newAffiliate(t)];
    for (const a of affiliates) await play(t, (await referMember(t, a.refCode)).userId, day, 20_000n, 0n);
    const results = await Promise.all([run(day), run(day), run(day)]);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(3);
    for (const a of affiliates) expect(await income(a)).toBe(2_000n);
    for (const a of affiliates) expect(await memos(a)).toHaveLength(1);
    await ledgerIsSound();
  });

  it('resumes a run that crashed in its second chunk without paying the first again', async () => {
    const day = daysBefore(today, 8);
    const affiliates = [await newAffiliate(t), await newAffiliate(t), await newAffiliate(t)];
    for (const a of affiliates) await play(t, (await referMember(t, a.refCode)).userId, day, 40_000n, 0n);
    const options = {
      day,
      timeZone: t.app.config.brand.time_zone,
      catchUp: (names: readonly string[]) => t.app.stream.catchUp(names),
      chunkSize: 1,
    };
    await expect(runDailyJob(t.db, crashingInChunk(affiliateJob(), 2), options)).rejects.toThrow(
      'crashed half way',
    );
    const paidBefore = await Promise.all(affiliates.map(income));
    expect(paidBefore).toEqual([4_000n, 0n, 0n]);

    expect(await runDailyJob(t.db, affiliateJob(), options)).toMatchObject({ status: 'done', paid: 2 });
    for (const a of affiliates) expect(await income(a)).toBe(4_000n);
    for (const a of affiliates) expect(await memos(a)).toHaveLength(1);
    await ledgerIsSound();
  });
});
