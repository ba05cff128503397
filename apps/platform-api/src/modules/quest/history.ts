import { businessDayOf } from '@casino/contracts';
import type { MemberQuest, QuestClaim } from '@casino/contracts/quests';
import type { Queryable } from '../../db/types';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';
import type { FreeSpinTerms, MemberQuestState, QuestRow } from './catalogue';
import {
  freeSpinTerms,
  freeSpinTermsOf,
  QUEST_COLUMNS,
  QUEST_FROM,
  rewardAmountOf,
  toMemberQuest,
} from './catalogue';

interface Page extends InstantRange {
  $sort?: { createdAt?: 1 | -1 } | undefined;
  limit: number;
  skip: number;
}

/**
 * The quests the member joined (newest first by the join), each with the progress and claim of its
 * latest period.
 */
export async function questHistory(
  db: Queryable,
  userId: number,
  page: Page,
  languageCode: string,
  timeZone: string,
  now = new Date(),
): Promise<{ total: number; data: MemberQuest[] }> {
  const params: unknown[] = [userId];
  const where = whereOf(['j.user_id = $1', ...dateRange('j.joined_at', page, params)]);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM quest_joins j ${where}`,
    params,
  );
  const { rows } = await db.query<QuestRow & MemberQuestState & { rank: number; period: string | null }>(
    `SELECT ${QUEST_COLUMNS}, j.joined_at, p.period, p.progress, p.completed_at, cl.created_at AS claimed_at,
            coalesce((SELECT l.rank FROM users u JOIN member_levels l ON l.id = u.member_level_id WHERE u.id = $1), 0) AS rank
       FROM quest_joins j JOIN quests q ON q.id = j.quest_id JOIN currencies c ON c.id = q.currency_id
       LEFT JOIN LATERAL (SELECT * FROM quest_progress p WHERE p.quest_id = j.quest_id AND p.user_id = j.user_id
                           ORDER BY p.period DESC LIMIT 1) p ON true
       LEFT JOIN quest_claims cl ON cl.quest_id = j.quest_id AND cl.user_id = j.user_id AND cl.period = p.period
       ${where} ${orderOf(page.$sort, { createdAt: 'j.joined_at' }, 'j.quest_id')}
      LIMIT ${page.limit} OFFSET ${page.skip}`,
    params,
  );
  const today = businessDayOf(now, timeZone);
  return {
    total: total.rows[0]?.n ?? 0,
    data: rows.map((row) => {
      const quest = toMemberQuest(
        row,
        row,
        { levelRank: row.rank, today: row.period ?? today, now },
        languageCode,
      );
      return row.period ? { ...quest, period: row.period } : quest;
    }),
  };
}

/** The member's claims and check-ins, newest first. */
export async function questClaims(
  db: Queryable,
  userId: number,
  page: Page,
  languageCode: string,
): Promise<{ total: number; data: QuestClaim[] }> {
  const params: unknown[] = [userId];
  const where = whereOf(['cl.user_id = $1', ...dateRange('cl.created_at', page, params)]);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM quest_claims cl ${where}`,
    params,
  );
  params.push(languageCode);
  const { rows } = await db.query<{
    id: bigint;
    quest_id: number;
    name: string;
    type: QuestClaim['type'];
    reward_type: QuestClaim['reward_type'];
    reward_amount: bigint;
    scale: number;
    free_spin: FreeSpinTerms | null;
    grant_id: number | null;
    expires_at: Date | null;
    period: string;
    created_at: Date;
  }>(
    `SELECT cl.id, cl.quest_id, coalesce(q.texts -> $${params.length} ->> 'name', q.texts -> 'en' ->> 'name') AS name,
            q.type, cl.reward_type, cl.reward_amount, c.scale, cl.period, cl.created_at, gr.id::int AS grant_id,
            gr.expires_at, CASE WHEN gr.id IS NOT NULL THEN ${freeSpinTermsOf('gr', 'gr.offer_id')} END AS free_spin
       ${QUEST_FROM} JOIN quest_claims cl ON cl.quest_id = q.id
       LEFT JOIN free_spin_grants gr ON gr.quest_claim_id = cl.id ${where}
       ${orderOf(page.$sort, { createdAt: 'cl.created_at' }, 'cl.id')} LIMIT ${page.limit} OFFSET ${page.skip}`,
    params,
  );
  return {
    total: total.rows[0]?.n ?? 0,
    data: rows.map((row) => ({
      id: Number(row.id),
      quest_information_id: row.quest_id,
      name: row.name,
      type: row.type,
      reward_type: row.reward_type,
      reward_amount: rewardAmountOf(row, row.reward_amount),
      free_spin_grant:
        row.free_spin && row.grant_id !== null && row.expires_at !== null
          ? {
              ...freeSpinTerms(row.free_spin, row.scale),
              grant_id: row.grant_id,
              expire_date: new Date(row.expires_at).toISOString(),
            }
          : null,
      period: row.period,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
