import type { Queryable } from '../types';
import type { QuestTexts } from './quest-texts';
import { depositFreeSpinTexts, QUEST_TEXTS } from './quest-texts';

/** Whole units of each currency's rewards and targets: baht, and ringgit at a tenth. */
const UNIT: Record<string, number> = { THB: 1, MYR: 0.1 };

interface SeedQuest {
  kind: keyof typeof QUEST_TEXTS;
  type: 'daily_check_in' | 'play' | 'deposit' | 'vip';
  condition: string;
  /** Rounds for counted conditions, whole baht otherwise. */
  target: number;
  counted: boolean;
  min_bet?: number;
  multiplier_x100?: number;
  categories?: string[];
  reward_type: 'money' | 'point';
  /** Whole baht, or points. */
  reward: number;
  repeat: 'once' | 'daily';
  min_level: number;
}

const QUESTS: SeedQuest[] = [
  {
    kind: 'daily-check-in',
    type: 'daily_check_in',
    condition: 'none',
    target: 0,
    counted: true,
    reward_type: 'money',
    reward: 5,
    repeat: 'daily',
    min_level: 0,
  },
  {
    kind: 'three-rounds',
    type: 'play',
    condition: 'bet_count',
    target: 3,
    counted: true,
    min_bet: 10,
    reward_type: 'point',
    reward: 50,
    repeat: 'daily',
    min_level: 0,
  },
  {
    kind: 'slots-turnover',
    type: 'play',
    condition: 'accumulated_bet',
    target: 1000,
    counted: false,
    categories: ['slots'],
    reward_type: 'money',
    reward: 20,
    repeat: 'once',
    min_level: 0,
  },
  {
    kind: 'big-win',
    type: 'play',
    condition: 'win_multiplier',
    target: 1,
    counted: true,
    multiplier_x100: 1000,
    reward_type: 'money',
    reward: 50,
    repeat: 'once',
    min_level: 0,
  },
  {
    kind: 'deposit-1000',
    type: 'deposit',
    condition: 'deposit',
    target: 1000,
    counted: false,
    reward_type: 'money',
    reward: 30,
    repeat: 'once',
    min_level: 0,
  },
  {
    kind: 'vip-bonus',
    type: 'vip',
    condition: 'none',
    target: 0,
    counted: true,
    reward_type: 'money',
    reward: 100,
    repeat: 'once',
    min_level: 1,
  },
];

/** A daily deposit quest paying a seeded free-spin offer (db/seed/free-spins.ts) of the currency. */
interface SeedFreeSpinQuest {
  kind: string;
  /** Whole baht deposited today. */
  deposit: number;
  /** The offer's code without its currency. */
  offer: string;
  texts: (target: string) => QuestTexts;
}

const FREE_SPIN_QUESTS: SeedFreeSpinQuest[] = [
  { kind: 'deposit-500-free-spins', deposit: 500, offer: 'jade-fortune-10', texts: depositFreeSpinTexts },
];

/**
 * A quest board per fiat currency (check-in, three play quests, a deposit quest, a VIP bonus, and a daily
 * deposit quest paying free spins), running until the end of 2027, so a new member sees quests on the
 * first start. Operator-owned: inserted only when missing. Needs the free-spin offers seeded first.
 */
export async function seedQuests(tx: Queryable): Promise<void> {
  const currencies = Object.entries(UNIT);
  const board = currencies.flatMap(([currency, unit]) =>
    QUESTS.map((quest) => {
      const minor = (whole: number) => String(Math.round(whole * unit * 100));
      return {
        code: `${quest.kind}-${currency.toLowerCase()}`,
        type: quest.type,
        currency,
        texts: QUEST_TEXTS[quest.kind],
        condition: quest.condition,
        target: quest.counted ? String(quest.target) : minor(quest.target),
        min_bet: quest.min_bet === undefined ? null : minor(quest.min_bet),
        multiplier_x100: quest.multiplier_x100 ?? null,
        categories: quest.categories ?? [],
        reward_type: quest.reward_type,
        reward: quest.reward_type === 'point' ? String(quest.reward * 100) : minor(quest.reward),
        repeat: quest.repeat,
        min_level: quest.min_level,
        offer: null,
      };
    }),
  );
  // After the first board's quests, whose ids stay as they were before these came.
  const freeSpins = currencies.flatMap(([currency, unit]) =>
    FREE_SPIN_QUESTS.map((quest) => ({
      code: `${quest.kind}-${currency.toLowerCase()}`,
      type: 'deposit',
      currency,
      texts: quest.texts(String(quest.deposit * unit)),
      condition: 'deposit',
      target: String(Math.round(quest.deposit * unit * 100)),
      min_bet: null,
      multiplier_x100: null,
      categories: [],
      reward_type: 'free_spin',
      reward: '0',
      repeat: 'daily',
      min_level: 0,
      offer: `${quest.offer}-${currency.toLowerCase()}`,
    })),
  );
  // Ids follow the board's order.
  const rows = [...board, ...freeSpins].map((row, n) => ({ ...row, n }));
  await tx.query(
    `INSERT INTO quests (code, type, currency_id, texts, condition, target, min_bet, multiplier_x100, category_ids,
       reward_type, reward_amount, reward_free_spin_offer_id, repeat, min_level, starts_at, ends_at)
     SELECT x.code, x.type, c.id, x.texts, x.condition, x.target, x.min_bet, x.multiplier_x100,
            coalesce((SELECT array_agg(g.id) FROM game_categories g
                       WHERE g.code IN (SELECT jsonb_array_elements_text(x.categories))), '{}'),
            x.reward_type, x.reward, o.id, x.repeat, x.min_level, '2025-01-01T00:00:00Z', '2027-12-31T16:59:59Z'
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, type text, currency text, texts jsonb, condition text,
            target bigint, min_bet bigint, multiplier_x100 int, categories jsonb, reward_type text, reward bigint,
            repeat text, min_level int, offer text, n int)
       JOIN currencies c ON c.code = x.currency
       LEFT JOIN free_spin_offers o ON o.code = x.offer AND o.currency_id = c.id
      ORDER BY x.n
     ON CONFLICT (code) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
