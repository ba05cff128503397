import { minorToMoney } from '@casino/contracts';
import { COUNTED_CONDITIONS } from '@casino/contracts/quests';
import type { MemberQuest, Quest, QuestCondition, QuestState } from '@casino/contracts/quests';
import type { FreeSpinGame } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { gamesOf } from '../free-spin';

/** A free-spin offer's or grant's terms as SQL builds them: the stake in minor units, as text in JSON. */
export interface FreeSpinTerms {
  offer_id: number;
  spins: number;
  amount_per_round: string;
  game_list: FreeSpinGame[];
}

/** A quest row with its currency's scale and the names of the games it is limited to. */
export interface QuestRow {
  id: number;
  code: string;
  type: Quest['type'];
  currency_id: number;
  texts: Record<string, { name: string; description: string }>;
  condition: QuestCondition;
  target: bigint;
  min_bet: bigint | null;
  min_win: bigint | null;
  multiplier_x100: number | null;
  category_ids: number[];
  provider_ids: number[];
  game_ids: number[];
  reward_type: Quest['reward_type'];
  reward_amount: bigint;
  reward_promotion_id: number | null;
  /** The offer of a free_spin reward. */
  free_spin: (FreeSpinTerms & { valid_days: number }) | null;
  repeat: 'once' | 'daily';
  min_level: number;
  starts_at: Date;
  ends_at: Date;
  is_active: boolean;
  scale: number;
  categories: { id: number; name: string }[];
  providers: { id: number; name: string }[];
  games: { id: number; name: string }[];
}

/** FreeSpinTerms as JSON, of an offer's or a grant's row (`alias`), with any more `key, value` pairs. */
export const freeSpinTermsOf = (alias: string, offerId: string, more = '') =>
  `json_build_object('offer_id', ${offerId}, 'spins', ${alias}.spins,
     'amount_per_round', ${alias}.amount_per_round::text, 'game_list', ${gamesOf(`${alias}.game_ids`)}${more})`;

/** The current terms of a quest's free-spin offer (null for other rewards). */
const FREE_SPIN_OF_QUEST = `(SELECT ${freeSpinTermsOf('o', 'o.id', ", 'valid_days', o.valid_days")}
  FROM free_spin_offers o WHERE o.id = q.reward_free_spin_offer_id)`;

export const QUEST_COLUMNS = `q.id, q.code, q.type, q.currency_id, q.texts, q.condition, q.target, q.min_bet, q.min_win,
  q.multiplier_x100, q.category_ids, q.provider_ids, q.game_ids, q.reward_type, q.reward_amount,
  q.reward_promotion_id, ${FREE_SPIN_OF_QUEST} AS free_spin, q.repeat, q.min_level, q.starts_at, q.ends_at,
  q.is_active, c.scale,
  coalesce((SELECT json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name)
              FROM game_categories x WHERE x.id = ANY(q.category_ids)), '[]') AS categories,
  coalesce((SELECT json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name)
              FROM game_providers x WHERE x.id = ANY(q.provider_ids)), '[]') AS providers,
  coalesce((SELECT json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name)
              FROM games x WHERE x.id = ANY(q.game_ids)), '[]') AS games`;

export const QUEST_FROM = 'FROM quests q JOIN currencies c ON c.id = q.currency_id';

/** The terms with their stake as a decimal amount of the quest's currency. */
export const freeSpinTerms = (terms: FreeSpinTerms, scale: number): FreeSpinTerms => ({
  offer_id: terms.offer_id,
  spins: terms.spins,
  amount_per_round: minorToMoney(BigInt(terms.amount_per_round), scale),
  game_list: terms.game_list,
});

/** A reward amount as the API shows it: points are kept in hundredths, like money of scale 2. */
export const rewardAmountOf = (row: Pick<QuestRow, 'reward_type' | 'scale'>, amount: bigint) =>
  minorToMoney(amount, row.reward_type === 'point' ? 2 : row.scale);

const isCounted = (condition: QuestCondition) => COUNTED_CONDITIONS.includes(condition);

/** A counted condition's progress as rounds, an accumulated one's as a decimal amount. */
export const unitOf = (row: Pick<QuestRow, 'condition' | 'scale'>, value: bigint) =>
  isCounted(row.condition) || row.condition === 'none' ? String(value) : minorToMoney(value, row.scale);

const moneyOrNull = (value: bigint | null, scale: number) =>
  value === null ? null : minorToMoney(value, scale);

export function toQuest(row: QuestRow, languageCode: string): Quest {
  const text = row.texts[languageCode] ?? row.texts['en'] ?? { name: row.code, description: '' };
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: text.name,
    description: text.description,
    currency_id: row.currency_id,
    condition: row.condition,
    target: unitOf(row, row.target),
    min_bet: moneyOrNull(row.min_bet, row.scale),
    min_win: moneyOrNull(row.min_win, row.scale),
    multiplier:
      row.multiplier_x100 === null
        ? null
        : `${Math.trunc(row.multiplier_x100 / 100)}${
            row.multiplier_x100 % 100
              ? `.${String(row.multiplier_x100 % 100)
                  .padStart(2, '0')
                  .replace(/0$/, '')}`
              : ''
          }`,
    categories: row.categories,
    providers: row.providers,
    games: row.games,
    reward_type: row.reward_type,
    reward_amount: rewardAmountOf(row, row.reward_amount),
    reward_promotion_id: row.reward_promotion_id,
    reward_free_spin: row.free_spin && {
      ...freeSpinTerms(row.free_spin, row.scale),
      valid_days: row.free_spin.valid_days,
    },
    repeat: row.repeat,
    min_level: row.min_level,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
  };
}

/** The quests running now (or all active ones) of a currency, in board order. */
export async function questsOf(
  db: Queryable,
  filter: { currencyId: number; now: Date; type?: Quest['type'] | undefined; id?: number | undefined },
): Promise<QuestRow[]> {
  const { rows } = await db.query<QuestRow>(
    `SELECT ${QUEST_COLUMNS} ${QUEST_FROM}
      WHERE q.is_active AND q.currency_id = $1 AND q.starts_at <= $2 AND q.ends_at > $2
        AND ($3::text IS NULL OR q.type = $3) AND ($4::int IS NULL OR q.id = $4)
      ORDER BY array_position(ARRAY['daily_check_in', 'play', 'deposit', 'vip'], q.type), q.ends_at, q.id`,
    [filter.currencyId, filter.now, filter.type ?? null, filter.id ?? null],
  );
  return rows;
}

export async function questById(db: Queryable, id: number): Promise<QuestRow | undefined> {
  const { rows } = await db.query<QuestRow>(`SELECT ${QUEST_COLUMNS} ${QUEST_FROM} WHERE q.id = $1`, [id]);
  return rows[0];
}

export interface MemberFacts {
  levelRank: number;
  /** The current period of a daily quest (today's business day). */
  today: string;
  now: Date;
}

export interface MemberQuestState {
  joined_at: Date | null;
  progress: bigint | null;
  completed_at: Date | null;
  claimed_at: Date | null;
}

export const periodOf = (row: Pick<QuestRow, 'repeat'>, today: string) =>
  row.repeat === 'daily' ? today : 'once';

/** Whether joining is how a member takes part (play and deposit quests); the others are claimed as they are. */
export const needsJoin = (row: Pick<QuestRow, 'type'>) => row.type === 'play' || row.type === 'deposit';

export function stateOf(row: QuestRow, member: MemberQuestState, facts: MemberFacts): QuestState {
  if (member.claimed_at) return 'claimed';
  if (new Date(row.ends_at) <= facts.now) return 'expired';
  if (facts.levelRank < row.min_level) return 'locked';
  if (!needsJoin(row)) return 'completed';
  if (!member.joined_at) return 'open';
  return member.completed_at ? 'completed' : 'joined';
}

export function toMemberQuest(
  row: QuestRow,
  member: MemberQuestState,
  facts: MemberFacts,
  languageCode: string,
): MemberQuest {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    ...toQuest(row, languageCode),
    state: stateOf(row, member, facts),
    progress: unitOf(row, member.progress ?? 0n),
    period: periodOf(row, facts.today),
    joined_at: iso(member.joined_at),
    completed_at: iso(member.completed_at),
    claimed_at: iso(member.claimed_at),
  };
}
