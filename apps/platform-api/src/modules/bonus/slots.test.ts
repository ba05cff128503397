import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import type { Queryable } from '../../db/types';
import { createBonusSlots } from './slots';

let t: TestApp;
const ended: { userId: number; reference: string }[] = [];
// Slots of this test's own, with a recording owner: in the app every kind has its module as owner.
const slots = createBonusSlots();
beforeAll(async () => {
  t = await createTestApp();
  slots.own('referral', {
    async end(_tx: Queryable, userId: number, reference: string) {
      ended.push({ userId, reference });
    },
  });
});
afterAll(() => t.close());

const newMember = async () => (await registerMember(t.app)).user.id;
const take = (
  userId: number,
  kind: 'promotion' | 'cashback' | 'rebate' | 'referral',
  reference: string,
  replace = false,
) => t.db.transaction((tx) => slots.take(tx, { userId, kind, reference, replace }));

describe('one active bonus kind per member', () => {
  it('takes a free slot, and taking the same bonus again changes nothing', async () => {
    const userId = await newMember();
    expect(await take(userId, 'promotion', 'promotion_member:1')).toBeNull();
    expect(await take(userId, 'promotion', 'promotion_member:1')).toBeNull();
    expect(await slots.activeOf(t.db, userId)).toMatchObject({
      kind: 'promotion',
      reference: 'promotion_member:1',
    });
  });

  it('refuses a second promotion until the first is released', async () => {
    const userId = await newMember();
    await take(userId, 'promotion', 'promotion_member:2');
    await expect(take(userId, 'promotion', 'promotion_member:3', true)).rejects.toMatchObject({
      statusCode: 409,
      reason: 'PROMOTION_ACTIVE',
    });
    await t.db.transaction((tx) => slots.release(tx, userId, 'promotion', 'promotion_member:2'));
    expect(await take(userId, 'promotion', 'promotion_member:3')).toBeNull();
  });

  it('asks to confirm replacing another kind, and ends the replaced one through its owner', async () => {
    const userId = await newMember();
    await take(userId, 'referral', 'referral:4');
    await expect(take(userId, 'cashback', 'cashback')).rejects.toMatchObject({
      reason: 'BONUS_REPLACE_REQUIRED',
      errors: [{ field: 'active_bonus', message: 'referral' }],
    });
    const replaced = await take(userId, 'cashback', 'cashback', true);
    expect(replaced).toMatchObject({ kind: 'referral', reference: 'referral:4' });
    expect(ended).toContainEqual({ userId, reference: 'referral:4' });
    expect(await slots.activeOf(t.db, userId)).toMatchObject({ kind: 'cashback' });
  });

  it('lets exactly one of two promotions taken at the same time win', async () => {
    const userId = await newMember();
    const results = await Promise.allSettled([
      take(userId, 'promotion', 'promotion_member:5'),
      take(userId, 'promotion', 'promotion_member:6'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { reason: 'PROMOTION_ACTIVE' },
    });
  });
});
