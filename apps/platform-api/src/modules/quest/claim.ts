import { businessDayOf, minorToMoney } from '@casino/contracts';
import type { ActivityLogType } from '@casino/contracts';
import { QUEST_MESSAGES } from '@casino/contracts/quests';
import type { QuestClaim } from '@casino/contracts/quests';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { transfer } from '../../ledger';
import { appendActivity } from '../../stream';
import type { BonusSlots } from '../bonus';
import { grantFreeSpins, offerFor } from '../free-spin';
import { writePlatformMemos } from '../memo';
import { earnPoints } from '../points';
import { receivePromotion } from '../promotion';
import type { QuestRow } from './catalogue';
import { needsJoin, periodOf, questById, questsOf, rewardAmountOf } from './catalogue';

const fail = (status: number, reason: ConstructorParameters<typeof AppError>[1], message: string) =>
  new AppError(status, reason, message);

/** The member's currency and level rank, their row locked: a member's joins and claims queue up here. */
async function lockMember(tx: Queryable, userId: number) {
  const { rows } = await tx.query<{ currency_id: number; rank: number }>(
    `SELECT u.currency_id, coalesce(l.rank, 0) AS rank FROM users u
       LEFT JOIN member_levels l ON l.id = u.member_level_id WHERE u.id = $1 FOR NO KEY UPDATE OF u`,
    [userId],
  );
  const member = rows[0];
  if (!member) throw new Error(`member ${userId} vanished`);
  return member;
}

/** The quest for this member now, refused as a forged id, another currency's, ended or above their level. */
async function usableQuest(
  tx: Queryable,
  id: number,
  member: { currency_id: number; rank: number },
  now: Date,
) {
  const quest = await questById(tx, id);
  if (!quest || !quest.is_active) throw fail(404, 'NOT_FOUND', QUEST_MESSAGES.notFound);
  if (quest.currency_id !== member.currency_id) throw fail(404, 'NOT_FOUND', QUEST_MESSAGES.otherCurrency);
  if (new Date(quest.starts_at) > now || new Date(quest.ends_at) <= now) {
    throw fail(400, 'QUEST_ENDED', QUEST_MESSAGES.notRunning);
  }
  if (member.rank < quest.min_level) throw fail(400, 'QUEST_LEVEL_REQUIRED', QUEST_MESSAGES.levelTooLow);
  return quest;
}

/** Spec: joining (after the member confirmed) starts a play or deposit quest's progress from now. */
export async function joinQuest(tx: Queryable, userId: number, questId: number, now = new Date()) {
  const member = await lockMember(tx, userId);
  const quest = await usableQuest(tx, questId, member, now);
  if (!needsJoin(quest)) throw fail(400, 'CONFLICT', 'This quest needs no joining: claim it');
  const { rowCount } = await tx.query(
    'INSERT INTO quest_joins (quest_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [questId, userId, now],
  );
  if ((rowCount ?? 0) === 0) throw fail(409, 'QUEST_ALREADY_JOINED', QUEST_MESSAGES.alreadyJoined);
  await appendActivity(tx, {
    userId,
    type: 'play_quest_join',
    detail: { quest_information_id: questId, name: quest.texts['en']?.name ?? quest.code },
  });
  return quest;
}

const ACTIVITY: Record<QuestRow['reward_type'], ActivityLogType | null> = {
  money: 'play_quest_money',
  point: 'play_quest_point',
  // receivePromotion writes receive_promotion itself.
  promotion: null,
  // The spec's activity for getting free spins; its detail names the quest.
  free_spin: 'redeem_freespin',
};

type GrantedSpins = NonNullable<QuestClaim['free_spin_grant']>;

/**
 * Pays the quest's reward for a claim: money from the promotion account, points (they count towards the
 * badge too), a promotion's bonus, or the free-spin offer's spins (a grant, no points spent). Answers the
 * reward in words for the activity and the memo, and the spins granted.
 */
async function payReward(
  tx: Queryable,
  bonus: BonusSlots,
  quest: QuestRow,
  userId: number,
  claimId: bigint,
  replace: boolean,
): Promise<{ text: string; freeSpins: GrantedSpins | null }> {
  const reference = `quest_claim:${claimId}`;
  const text = rewardAmountOf(quest, quest.reward_amount);
  switch (quest.reward_type) {
    case 'free_spin': {
      if (quest.free_spin === null) throw new Error(`quest ${quest.id} has no free-spin offer`);
      const offer = await offerFor(tx, userId, quest.free_spin.offer_id);
      const made = await grantFreeSpins(tx, { userId, offer, source: { questClaimId: claimId } });
      return {
        // "10 free spins on Jade Fortune"
        text: offer.names['en'] ?? offer.code,
        freeSpins: {
          grant_id: made.grantId,
          offer_id: offer.id,
          spins: offer.spins,
          amount_per_round: minorToMoney(offer.amount_per_round, offer.scale),
          game_list: offer.games,
          expire_date: made.expiresAt.toISOString(),
        },
      };
    }
    case 'promotion':
      if (quest.reward_promotion_id === null) throw new Error(`quest ${quest.id} has no promotion`);
      await receivePromotion(tx, bonus, userId, {
        promotion_information_id: quest.reward_promotion_id,
        replace,
      });
      break;
    case 'point':
      if (quest.reward_amount > 0n) {
        await earnPoints(tx, {
          userId,
          amount: quest.reward_amount,
          idempotencyKey: reference,
          type: 'quest_point',
          reference,
        });
      }
      break;
    case 'money':
      if (quest.reward_amount > 0n) {
        await transfer(tx, {
          idempotencyKey: reference,
          debit: { system: 'promotion', currencyId: quest.currency_id },
          credit: { userId, kind: 'main' },
          amount: quest.reward_amount,
          type: 'quest_money',
          reference,
        });
      }
  }
  return { text, freeSpins: null };
}

/** Records the claim of a period and pays its reward: one claim per quest, member and period, ever. */
async function payClaim(
  tx: Queryable,
  bonus: BonusSlots,
  quest: QuestRow,
  userId: number,
  period: string,
  options: { replace?: boolean | undefined; activity?: ActivityLogType },
): Promise<QuestClaim> {
  const { rows } = await tx.query<{ id: bigint; created_at: Date }>(
    `INSERT INTO quest_claims (quest_id, user_id, period, reward_type, reward_amount)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (quest_id, user_id, period) DO NOTHING RETURNING id, created_at`,
    [quest.id, userId, period, quest.reward_type, String(quest.reward_amount)],
  );
  const claim = rows[0];
  if (!claim) throw fail(400, 'QUEST_ALREADY_CLAIMED', QUEST_MESSAGES.alreadyClaimed);
  const { text: amount, freeSpins } = await payReward(
    tx,
    bonus,
    quest,
    userId,
    claim.id,
    options.replace ?? false,
  );
  const name = quest.texts['en']?.name ?? quest.code;
  const activity = options.activity ?? ACTIVITY[quest.reward_type];
  if (activity) {
    await appendActivity(tx, {
      userId,
      type: activity,
      ...(quest.reward_type === 'money'
        ? { amount: quest.reward_amount, currencyId: quest.currency_id }
        : {}),
      detail: {
        quest_information_id: quest.id,
        name,
        reward_type: quest.reward_type,
        amount,
        period,
        ...(freeSpins ? { free_spin_grant: freeSpins } : {}),
      },
    });
  }
  await writePlatformMemos(tx, [
    {
      userId,
      category: quest.reward_type === 'point' ? 'Point' : 'Promotion',
      template: 'quest_reward',
      params: { amount, name },
      sourceKey: `quest_claim:${claim.id}`,
    },
  ]);
  return {
    id: Number(claim.id),
    quest_information_id: quest.id,
    name,
    type: quest.type,
    reward_type: quest.reward_type,
    reward_amount: rewardAmountOf(quest, quest.reward_amount),
    free_spin_grant: freeSpins,
    period,
    createdAt: new Date(claim.created_at).toISOString(),
  };
}

/**
 * Spec: claiming a completed quest pays its reward, once per period. Not completed is 400 "Mission
 * Completed Not Found"; a period claimed before is 400 too (the site shows the warning and closes the
 * confirm). A promotion reward over another active bonus needs `replace` (BONUS_REPLACE_REQUIRED).
 */
export async function claimQuest(
  tx: Queryable,
  bonus: BonusSlots,
  userId: number,
  body: { quest_information_id: number; replace?: boolean | undefined },
  timeZone: string,
  now = new Date(),
): Promise<QuestClaim> {
  const member = await lockMember(tx, userId);
  const quest = await usableQuest(tx, body.quest_information_id, member, now);
  if (quest.type === 'daily_check_in') throw fail(400, 'QUEST_NOT_COMPLETED', QUEST_MESSAGES.notCompleted);
  const period = periodOf(quest, businessDayOf(now, timeZone));
  if (needsJoin(quest)) {
    const { rows } = await tx.query(
      `SELECT 1 FROM quest_progress WHERE quest_id = $1 AND user_id = $2 AND period = $3 AND completed_at IS NOT NULL`,
      [quest.id, userId, period],
    );
    if (rows.length === 0) throw fail(400, 'QUEST_NOT_COMPLETED', QUEST_MESSAGES.notCompleted);
  }
  return payClaim(tx, bonus, quest, userId, period, { replace: body.replace });
}

/** Spec: the daily check-in, once per member and business day in the brand's time zone. */
export async function checkIn(
  tx: Queryable,
  bonus: BonusSlots,
  userId: number,
  timeZone: string,
  now = new Date(),
): Promise<QuestClaim> {
  const member = await lockMember(tx, userId);
  const [quest] = await questsOf(tx, { currencyId: member.currency_id, now, type: 'daily_check_in' });
  if (!quest) throw fail(400, 'QUEST_NO_CHECK_IN', QUEST_MESSAGES.noCheckIn);
  if (member.rank < quest.min_level) throw fail(400, 'QUEST_LEVEL_REQUIRED', QUEST_MESSAGES.levelTooLow);
  const today = businessDayOf(now, timeZone);
  const { rowCount } = await tx.query(
    'INSERT INTO quest_check_ins (user_id, business_day, quest_id) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING',
    [userId, today, quest.id],
  );
  if ((rowCount ?? 0) === 0) throw fail(400, 'QUEST_ALREADY_CHECKED_IN', QUEST_MESSAGES.alreadyCheckedIn);
  return payClaim(tx, bonus, quest, userId, today, { activity: 'quest_daily_check_in' });
}
