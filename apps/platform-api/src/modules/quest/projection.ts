import { businessDayOf } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import type { ActivityEvent, Projection } from '../../stream';
import { writePlatformMemos } from '../memo';

interface JoinedQuest {
  quest_id: number;
  user_id: number;
  joined_at: Date;
  name: string;
  condition: string;
  target: bigint;
  min_bet: bigint | null;
  min_win: bigint | null;
  multiplier_x100: number | null;
  category_ids: number[];
  provider_ids: number[];
  game_ids: number[];
  repeat: 'once' | 'daily';
  starts_at: Date;
  ends_at: Date;
}

/** What one event adds to a joined quest's progress under its condition (0: it does not count). */
function stepOf(quest: JoinedQuest, event: ActivityEvent, stakeOfRound: bigint | undefined): bigint {
  const amount = event.amount ?? 0n;
  if (event.type === 'deposit') return quest.condition === 'deposit' ? amount : 0n;
  switch (event.subType) {
    case 'bet':
      if (quest.condition === 'accumulated_bet' || quest.condition === 'winloss') return amount;
      if (quest.condition === 'bet_count') return quest.min_bet === null || amount >= quest.min_bet ? 1n : 0n;
      if (quest.condition === 'min_bet') return quest.min_bet !== null && amount >= quest.min_bet ? 1n : 0n;
      return 0n;
    case 'refund':
      return quest.condition === 'accumulated_bet' || quest.condition === 'winloss' ? -amount : 0n;
    case 'result':
      if (quest.condition === 'accumulated_win') return amount;
      if (quest.condition === 'winloss') return -amount;
      if (quest.condition === 'min_win') return quest.min_win !== null && amount >= quest.min_win ? 1n : 0n;
      if (quest.condition === 'win_multiplier') {
        const stake = stakeOfRound ?? 0n;
        return stake > 0n &&
          quest.multiplier_x100 !== null &&
          amount * 100n >= stake * BigInt(quest.multiplier_x100)
          ? 1n
          : 0n;
      }
      return 0n;
    case 'cancel':
      if (quest.condition === 'accumulated_win') return -amount;
      return quest.condition === 'winloss' ? amount : 0n;
    default:
      return 0n;
  }
}

/** A game event counts when the quest lists none, or lists its category, provider and game. */
function gameMatches(quest: JoinedQuest, event: ActivityEvent, categoryOf: Map<number, number>): boolean {
  if (event.type !== 'game') return true;
  const gameId = event.gameId ?? -1;
  return (
    (quest.category_ids.length === 0 || quest.category_ids.includes(categoryOf.get(gameId) ?? -1)) &&
    (quest.provider_ids.length === 0 || quest.provider_ids.includes(event.providerId ?? -1)) &&
    (quest.game_ids.length === 0 || quest.game_ids.includes(gameId))
  );
}

/**
 * Quest progress, as a projection of the member activity stream (settled bets and wins, deposits): each
 * event adds its step to every running quest its member joined before it, in the period it falls in
 * (the business day for a daily quest), once. A quest whose progress reaches its target is completed
 * and its member gets a memo; `onCompleted` tells them after the commit, and `onProgress` tells each
 * member whose progress moved which quests moved.
 */
export function questProgressProjection(
  timeZone: string,
  onCompleted: (userIds: readonly number[]) => Promise<void>,
  onProgress: (userId: number, questIds: readonly number[]) => Promise<void>,
): Projection {
  const completedInBatch = new Set<number>();
  const progressedInBatch = new Map<number, Set<number>>();
  return {
    name: 'quest-progress',
    types: ['game', 'deposit'],
    startAt: 'end',
    async apply(tx: Queryable, events) {
      completedInBatch.clear();
      progressedInBatch.clear();
      const userIds = [...new Set(events.map((event) => event.userId))];
      const { rows: joined } = await tx.query<JoinedQuest>(
        `SELECT j.quest_id, j.user_id, j.joined_at, q.texts -> 'en' ->> 'name' AS name, q.condition, q.target,
                q.min_bet, q.min_win, q.multiplier_x100, q.category_ids, q.provider_ids, q.game_ids, q.repeat,
                q.starts_at, q.ends_at
           FROM quest_joins j JOIN quests q ON q.id = j.quest_id
          WHERE j.user_id = ANY($1::int[]) AND q.is_active AND q.condition <> 'none'`,
        [userIds],
      );
      if (joined.length === 0) return;
      const gameIds = [...new Set(events.map((event) => event.gameId).filter((id) => id !== null))];
      const categories = await tx.query<{ id: number; game_category_id: number }>(
        'SELECT id, game_category_id FROM games WHERE id = ANY($1::int[])',
        [gameIds],
      );
      const categoryOf = new Map(categories.rows.map((row) => [row.id, row.game_category_id]));
      const stakes = await stakesOfRounds(tx, joined, events);

      const steps = new Map<string, { questId: number; userId: number; period: string; step: bigint }>();
      for (const event of events) {
        // Free-spin rounds are the promotion's stake, not the member's play.
        if (event.detail['is_free'] === true) continue;
        const at = event.createdAt.getTime();
        for (const quest of joined) {
          if (quest.user_id !== event.userId) continue;
          if (new Date(quest.joined_at).getTime() > at) continue;
          if (new Date(quest.starts_at).getTime() > at || new Date(quest.ends_at).getTime() <= at) continue;
          if (!gameMatches(quest, event, categoryOf)) continue;
          const round = typeof event.detail['round'] === 'string' ? event.detail['round'] : null;
          const step = stepOf(quest, event, round ? stakes.get(`${event.userId}:${round}`) : undefined);
          if (step === 0n) continue;
          const period = quest.repeat === 'daily' ? businessDayOf(event.createdAt, timeZone) : 'once';
          const key = `${quest.quest_id}:${quest.user_id}:${period}`;
          const current = steps.get(key) ?? {
            questId: quest.quest_id,
            userId: quest.user_id,
            period,
            step: 0n,
          };
          steps.set(key, { ...current, step: current.step + step });
        }
      }
      if (steps.size === 0) return;
      const list = [...steps.values()];
      const columns = [
        list.map((s) => s.questId),
        list.map((s) => s.userId),
        list.map((s) => s.period),
        list.map((s) => String(s.step)),
      ];
      // Only this projection writes progress, one batch at a time: what was completed before is stable.
      const before = await tx.query<{ key: string }>(
        `SELECT p.quest_id || ':' || p.user_id || ':' || p.period AS key FROM quest_progress p
           JOIN unnest($1::int[], $2::int[], $3::text[]) AS v(quest_id, user_id, period)
             ON p.quest_id = v.quest_id AND p.user_id = v.user_id AND p.period = v.period
          WHERE p.completed_at IS NOT NULL`,
        columns.slice(0, 3),
      );
      const completedBefore = new Set(before.rows.map((row) => row.key));
      const { rows: upserted } = await tx.query<{
        quest_id: number;
        user_id: number;
        period: string;
        completed: boolean;
      }>(
        `INSERT INTO quest_progress AS p (quest_id, user_id, period, progress, completed_at)
         SELECT v.quest_id, v.user_id, v.period, v.step, CASE WHEN v.step >= q.target THEN now() END
           FROM unnest($1::int[], $2::int[], $3::text[], $4::bigint[]) AS v(quest_id, user_id, period, step)
           JOIN quests q ON q.id = v.quest_id
         ON CONFLICT (quest_id, user_id, period) DO UPDATE SET
           progress = p.progress + EXCLUDED.progress,
           completed_at = coalesce(p.completed_at, CASE
             WHEN p.progress + EXCLUDED.progress >= (SELECT target FROM quests WHERE id = p.quest_id) THEN now() END),
           updated_at = now()
         RETURNING p.quest_id, p.user_id, p.period, p.completed_at IS NOT NULL AS completed`,
        columns,
      );
      const completed = upserted.filter(
        (row) => row.completed && !completedBefore.has(`${row.quest_id}:${row.user_id}:${row.period}`),
      );
      const names = new Map(joined.map((quest) => [quest.quest_id, quest.name]));
      await writePlatformMemos(
        tx,
        completed.map((row) => ({
          userId: row.user_id,
          category: 'Auto Message' as const,
          template: 'quest_completed' as const,
          params: { name: names.get(row.quest_id) ?? '' },
          sourceKey: `quest_completed:${row.quest_id}:${row.user_id}:${row.period}`,
        })),
      );
      for (const row of completed) completedInBatch.add(row.user_id);
      for (const row of upserted) {
        const quests = progressedInBatch.get(row.user_id) ?? new Set<number>();
        progressedInBatch.set(row.user_id, quests.add(row.quest_id));
      }
    },
    async afterCommit() {
      const userIds = [...completedInBatch];
      const progressed = [...progressedInBatch];
      completedInBatch.clear();
      progressedInBatch.clear();
      if (userIds.length > 0) await onCompleted(userIds);
      for (const [userId, questIds] of progressed) await onProgress(userId, [...questIds]);
    },
  };
}

/** The stakes of the rounds whose wins a win-multiplier quest must compare (from the bet records). */
async function stakesOfRounds(
  tx: Queryable,
  joined: readonly JoinedQuest[],
  events: readonly ActivityEvent[],
): Promise<Map<string, bigint>> {
  const watching = new Set(
    joined.filter((quest) => quest.condition === 'win_multiplier').map((q) => q.user_id),
  );
  const wins = events.filter(
    (event) =>
      event.subType === 'result' && watching.has(event.userId) && typeof event.detail['round'] === 'string',
  );
  if (wins.length === 0) return new Map();
  const { rows } = await tx.query<{ user_id: number; round: string; stake: bigint }>(
    `SELECT b.user_id, b.round, sum(b.amount)::bigint AS stake FROM bet_records b
       JOIN unnest($1::int[], $2::text[]) AS w(user_id, round) ON b.user_id = w.user_id AND b.round = w.round
      WHERE b.sub_type = 'bet' GROUP BY b.user_id, b.round`,
    [wins.map((event) => event.userId), wins.map((event) => String(event.detail['round']))],
  );
  return new Map(rows.map((row) => [`${row.user_id}:${row.round}`, row.stake]));
}
