import { businessDayOf } from '@casino/contracts';
import type { CheckInState, MemberQuest, Quest, QuestNotification } from '@casino/contracts/quests';
import type { Queryable } from '../../db/types';
import type { MemberFacts, MemberQuestState, QuestRow } from './catalogue';
import { periodOf, questsOf, toMemberQuest, toQuest } from './catalogue';

interface MemberRow {
  currency_id: number;
  rank: number;
}

async function memberOf(db: Queryable, userId: number): Promise<MemberRow> {
  const { rows } = await db.query<MemberRow>(
    `SELECT u.currency_id, coalesce(l.rank, 0) AS rank FROM users u
       LEFT JOIN member_levels l ON l.id = u.member_level_id WHERE u.id = $1`,
    [userId],
  );
  const member = rows[0];
  if (!member) throw new Error(`member ${userId} vanished`);
  return member;
}

/** The member's join, progress and claim of each quest in its current period. */
async function statesOf(
  db: Queryable,
  userId: number,
  quests: readonly QuestRow[],
  today: string,
): Promise<Map<number, MemberQuestState>> {
  if (quests.length === 0) return new Map();
  const { rows } = await db.query<MemberQuestState & { quest_id: number }>(
    `SELECT v.quest_id, j.joined_at, p.progress, p.completed_at, c.created_at AS claimed_at
       FROM unnest($2::int[], $3::text[]) AS v(quest_id, period)
       LEFT JOIN quest_joins j ON j.quest_id = v.quest_id AND j.user_id = $1
       LEFT JOIN quest_progress p ON p.quest_id = v.quest_id AND p.user_id = $1 AND p.period = v.period
       LEFT JOIN quest_claims c ON c.quest_id = v.quest_id AND c.user_id = $1 AND c.period = v.period`,
    [userId, quests.map((quest) => quest.id), quests.map((quest) => periodOf(quest, today))],
  );
  return new Map(rows.map((row) => [row.quest_id, row]));
}

const NONE: MemberQuestState = { joined_at: null, progress: null, completed_at: null, claimed_at: null };

export interface BoardQuery {
  type?: Quest['type'] | undefined;
  quest_information_id?: number | undefined;
}

/** The member's running quests of their currency (check-in included), with their state now. */
export async function memberBoard(
  db: Queryable,
  userId: number,
  query: BoardQuery,
  languageCode: string,
  timeZone: string,
  now = new Date(),
): Promise<MemberQuest[]> {
  const member = await memberOf(db, userId);
  const quests = await questsOf(db, {
    currencyId: member.currency_id,
    now,
    type: query.type,
    id: query.quest_information_id,
  });
  const facts: MemberFacts = { levelRank: member.rank, today: businessDayOf(now, timeZone), now };
  const states = await statesOf(db, userId, quests, facts.today);
  return quests.map((quest) => toMemberQuest(quest, states.get(quest.id) ?? NONE, facts, languageCode));
}

/** Consecutive business days checked in, ending today (or yesterday when today is still open). */
async function streakOf(db: Queryable, userId: number, today: string): Promise<number> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(business_day, 'YYYY-MM-DD') AS day FROM quest_check_ins
      WHERE user_id = $1 AND business_day <= $2::date ORDER BY business_day DESC LIMIT 366`,
    [userId, today],
  );
  const days = new Set(rows.map((row) => row.day));
  const step = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  };
  let day = days.has(today) ? today : step(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = step(day);
  }
  return streak;
}

export async function checkInState(
  db: Queryable,
  userId: number,
  languageCode: string,
  timeZone: string,
  now = new Date(),
): Promise<CheckInState> {
  const member = await memberOf(db, userId);
  const [quest] = await questsOf(db, { currencyId: member.currency_id, now, type: 'daily_check_in' });
  const today = businessDayOf(now, timeZone);
  const { rows } = await db.query(
    'SELECT 1 FROM quest_check_ins WHERE user_id = $1 AND business_day = $2::date',
    [userId, today],
  );
  return {
    quest: quest ? toQuest(quest, languageCode) : null,
    checked_in_today: rows.length > 0,
    streak: await streakOf(db, userId, today),
    today,
  };
}

/** What the quest badge counts. */
export async function notificationOf(
  db: Queryable,
  userId: number,
  timeZone: string,
  now = new Date(),
): Promise<QuestNotification> {
  const board = await memberBoard(db, userId, {}, 'en', timeZone, now);
  const checkIn = board.find((quest) => quest.type === 'daily_check_in');
  const today = businessDayOf(now, timeZone);
  const checked = await db.query(
    'SELECT 1 FROM quest_check_ins WHERE user_id = $1 AND business_day = $2::date',
    [userId, today],
  );
  return {
    claimable: board.filter((quest) => quest.type !== 'daily_check_in' && quest.state === 'completed').length,
    check_in_open: checkIn !== undefined && checkIn.state !== 'locked' && checked.rows.length === 0,
  };
}
