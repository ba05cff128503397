import { moneyToMinor } from '@casino/contracts';
import { COUNTED_CONDITIONS } from '@casino/contracts/quests';
import type { AdminQuest, AdminQuestBody } from '@casino/contracts/quests';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import type { QuestRow } from './catalogue';
import { QUEST_COLUMNS, QUEST_FROM, toQuest } from './catalogue';

type QuestInput = z.output<typeof AdminQuestBody>;

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

export async function adminQuests(db: Queryable, id?: number): Promise<AdminQuest[]> {
  const { rows } = await db.query<QuestRow & { joined: number; claimed: number }>(
    `SELECT ${QUEST_COLUMNS},
            (SELECT count(*)::int FROM quest_joins j WHERE j.quest_id = q.id) AS joined,
            (SELECT count(*)::int FROM quest_claims cl WHERE cl.quest_id = q.id) AS claimed
       ${QUEST_FROM} WHERE $1::int IS NULL OR q.id = $1 ORDER BY q.id`,
    [id ?? null],
  );
  return rows.map((row) => {
    const { name: _name, description: _description, ...quest } = toQuest(row, 'en');
    return { ...quest, texts: row.texts, is_active: row.is_active, joined: row.joined, claimed: row.claimed };
  });
}

/** Ids of the named rows of a table, refusing any name that does not exist. */
async function idsOf(
  tx: Queryable,
  table: string,
  codes: readonly string[],
  what: string,
): Promise<number[]> {
  if (codes.length === 0) return [];
  const { rows } = await tx.query<{ id: number; code: string }>(
    `SELECT id, code FROM ${table} WHERE code = ANY($1::text[])`,
    [codes],
  );
  const missing = codes.filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0) throw invalid(`Unknown ${what}: ${missing.join(', ')}`);
  return rows.map((row) => row.id);
}

/** A free_spin reward's offer: an active one of the quest's currency (the claim grants its spins). */
async function freeSpinOfferOf(tx: Queryable, body: QuestInput, currencyId: number): Promise<number | null> {
  if (body.reward_type !== 'free_spin') return null;
  if (!body.reward_free_spin_offer_code) throw invalid('A free-spin reward names its free-spin offer');
  const { rows } = await tx.query<{ id: number; currency_id: number; is_active: boolean }>(
    'SELECT id, currency_id, is_active FROM free_spin_offers WHERE code = $1',
    [body.reward_free_spin_offer_code],
  );
  const offer = rows[0];
  if (!offer || offer.currency_id !== currencyId) throw invalid('Unknown free-spin offer for this currency');
  if (!offer.is_active) throw invalid('The free-spin offer is inactive');
  return offer.id;
}

/** Creates the quest, or replaces the one with the same code (its members' progress stays). */
export async function saveQuest(tx: Queryable, body: QuestInput): Promise<AdminQuest> {
  const currency = await tx.query<{ id: number; scale: number }>(
    'SELECT id, scale FROM currencies WHERE code = $1',
    [body.currency_code],
  );
  const { id: currencyId, scale } = currency.rows[0] ?? {};
  if (currencyId === undefined || scale === undefined) throw invalid('Unknown currency');
  const counted = COUNTED_CONDITIONS.includes(body.condition);
  const needsCondition = body.type === 'play' || body.type === 'deposit';
  if (needsCondition === (body.condition === 'none')) {
    throw invalid('Play and deposit quests need a condition; check-in and VIP quests have none');
  }
  if (body.type === 'deposit' && body.condition !== 'deposit')
    throw invalid('A deposit quest counts deposits');
  if (body.type === 'play' && body.condition === 'deposit')
    throw invalid('A play quest counts rounds or amounts');
  if (counted && !/^\d+$/.test(body.target))
    throw invalid('A counted condition needs a whole number of rounds');
  const target =
    counted || body.condition === 'none' ? BigInt(body.target) : moneyToMinor(body.target, scale);
  if (needsCondition && target <= 0n) throw invalid('The target must be above zero');
  if (body.condition === 'min_bet' && body.min_bet === null) throw invalid('min_bet needs min_bet');
  if (body.condition === 'min_win' && body.min_win === null) throw invalid('min_win needs min_win');
  if (body.condition === 'win_multiplier' && body.multiplier === null)
    throw invalid('win_multiplier needs multiplier');
  let promotionId: number | null = null;
  if (body.reward_type === 'promotion') {
    if (!body.reward_promotion_code) throw invalid('A promotion reward names its promotion');
    const promotion = await tx.query<{ id: number; currency_id: number }>(
      'SELECT id, currency_id FROM promotions WHERE code = $1',
      [body.reward_promotion_code],
    );
    const found = promotion.rows[0];
    if (!found || found.currency_id !== currencyId) throw invalid('Unknown promotion for this currency');
    promotionId = found.id;
  }
  const freeSpinOfferId = await freeSpinOfferOf(tx, body, currencyId);
  // Free spins are the offer's: the quest holds no amount of its own.
  const reward =
    body.reward_type === 'free_spin'
      ? 0n
      : moneyToMinor(body.reward_amount, body.reward_type === 'point' ? 2 : scale);
  if ((body.reward_type === 'money' || body.reward_type === 'point') && reward <= 0n) {
    throw invalid('The reward must be above zero');
  }
  const minor = (value: string | null) => (value === null ? null : String(moneyToMinor(value, scale)));
  const multiplier = body.multiplier === null ? null : Math.round(Number(body.multiplier) * 100);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO quests (code, type, currency_id, texts, condition, target, min_bet, min_win, multiplier_x100,
       category_ids, provider_ids, game_ids, reward_type, reward_amount, reward_promotion_id, repeat, min_level,
       starts_at, ends_at, is_active, reward_free_spin_offer_id)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             coalesce($18::timestamptz, now()), $19, $20, $21)
     ON CONFLICT (code) DO UPDATE SET type = EXCLUDED.type, currency_id = EXCLUDED.currency_id,
       texts = EXCLUDED.texts, condition = EXCLUDED.condition, target = EXCLUDED.target,
       min_bet = EXCLUDED.min_bet, min_win = EXCLUDED.min_win, multiplier_x100 = EXCLUDED.multiplier_x100,
       category_ids = EXCLUDED.category_ids, provider_ids = EXCLUDED.provider_ids, game_ids = EXCLUDED.game_ids,
       reward_type = EXCLUDED.reward_type, reward_amount = EXCLUDED.reward_amount,
       reward_promotion_id = EXCLUDED.reward_promotion_id, repeat = EXCLUDED.repeat,
       min_level = EXCLUDED.min_level, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
       is_active = EXCLUDED.is_active, reward_free_spin_offer_id = EXCLUDED.reward_free_spin_offer_id
     RETURNING id`,
    [
      body.code,
      body.type,
      currencyId,
      JSON.stringify(body.texts),
      body.condition,
      String(target),
      minor(body.min_bet),
      minor(body.min_win),
      multiplier,
      await idsOf(tx, 'game_categories', body.category_codes, 'game categories'),
      await idsOf(tx, 'game_providers', body.provider_codes, 'game providers'),
      await idsOf(tx, 'games', body.game_codes, 'games'),
      body.reward_type,
      String(reward),
      promotionId,
      body.type === 'daily_check_in' ? 'daily' : body.repeat,
      body.min_level,
      body.starts_at ?? null,
      body.ends_at,
      body.is_active,
      freeSpinOfferId,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('quest upsert returned no row');
  const [saved] = await adminQuests(tx, id);
  if (!saved) throw new Error('quest vanished');
  return saved;
}
