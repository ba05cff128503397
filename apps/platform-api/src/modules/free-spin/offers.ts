import { minorToMoney } from '@casino/contracts';
import type { FreeSpinOffer, PlayableFreeSpinGame } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';

/** An offer with its currency's scale, its provider's name and its games, in the offer's order. */
export interface OfferRow {
  id: number;
  code: string;
  currency_id: number;
  scale: number;
  provider_id: number;
  provider_name: string;
  game_ids: number[];
  games: PlayableFreeSpinGame[];
  spins: number;
  amount_per_round: bigint;
  points: bigint;
  valid_days: number;
  turnover_x100: number;
  names: Record<string, string>;
  is_active: boolean;
}

/**
 * The games of an id array as the contract names them, in the array's order, each with how it launches
 * as the lobby lists it (its provider's `use_iframe`), so "Play now" needs no catalogue look-up. The
 * aliases are the subquery's own: the callers' `g`, `p` and `c` stay theirs.
 */
export const gamesOf = (ids: string) =>
  `coalesce((SELECT json_agg(json_build_object('game_list_id', fg.id, 'name', fg.name, 'image_url', fg.image_url,
     'provider_id', fg.provider_id, 'code', fg.code, 'provider_name', fp.name, 'use_iframe', fp.use_iframe,
     'game_category_id', fg.game_category_id, 'category_code', fc.code, 'is_demo', fg.is_demo)
     ORDER BY array_position(${ids}, fg.id))
     FROM games fg JOIN game_providers fp ON fp.id = fg.provider_id
       JOIN game_categories fc ON fc.id = fg.game_category_id
     WHERE fg.id = ANY(${ids})), '[]')`;

const OFFER_SELECT = `SELECT o.id, o.code, o.currency_id, c.scale, o.provider_id, p.name AS provider_name, o.game_ids,
    ${gamesOf('o.game_ids')} AS games, o.spins, o.amount_per_round, o.points, o.valid_days, o.turnover_x100,
    o.names, o.is_active
  FROM free_spin_offers o JOIN currencies c ON c.id = o.currency_id JOIN game_providers p ON p.id = o.provider_id`;

/** 150 → "1.5": the multiplier as staff typed it. */
export function turnoverText(x100: number): string {
  const whole = Math.floor(x100 / 100);
  const rest = x100 % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export const nameIn = (names: Record<string, string>, languageCode: string) =>
  names[languageCode] ?? names['en'] ?? '';

export function toOffer(row: OfferRow, languageCode: string): FreeSpinOffer {
  return {
    id: row.id,
    name: nameIn(row.names, languageCode),
    provider: { id: row.provider_id, name: row.provider_name },
    game_list: row.games,
    spins: row.spins,
    amount_per_round: minorToMoney(row.amount_per_round, row.scale),
    currency_id: row.currency_id,
    points: minorToMoney(row.points, 2),
    valid_days: row.valid_days,
    turnover: turnoverText(row.turnover_x100),
  };
}

export async function offerById(db: Queryable, id: number): Promise<OfferRow | undefined> {
  return (await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = $1`, [id])).rows[0];
}

/** The shop's offers: active ones, of a currency and a provider when given, cheapest first within each. */
export async function activeOffers(
  db: Queryable,
  filter: { currencyId?: number | undefined; providerId?: number | undefined },
): Promise<OfferRow[]> {
  const { rows } = await db.query<OfferRow>(
    `${OFFER_SELECT}
      WHERE o.is_active AND ($1::int IS NULL OR o.currency_id = $1) AND ($2::int IS NULL OR o.provider_id = $2)
      ORDER BY o.sort_order, o.points, o.id`,
    [filter.currencyId ?? null, filter.providerId ?? null],
  );
  return rows;
}

/** The providers that have active offers (the shop's provider filter). */
export async function offerProviders(db: Queryable, currencyId: number | undefined) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT p.id, p.name FROM game_providers p
      WHERE EXISTS (SELECT 1 FROM free_spin_offers o WHERE o.provider_id = p.id AND o.is_active
                      AND ($1::int IS NULL OR o.currency_id = $1))
      ORDER BY p.order_no, p.id`,
    [currencyId ?? null],
  );
  return rows;
}

/** Every offer for staff, with how many grants it made. */
export async function allOffers(db: Queryable, id?: number) {
  const { rows } = await db.query<OfferRow & { redeemed: number }>(
    `SELECT x.*, (SELECT count(*)::int FROM free_spin_grants gr WHERE gr.offer_id = x.id) AS redeemed
       FROM (${OFFER_SELECT} WHERE $1::int IS NULL OR o.id = $1) x ORDER BY x.currency_id, x.id`,
    [id ?? null],
  );
  return rows.map((row) => ({
    ...toOffer(row, 'en'),
    code: row.code,
    is_active: row.is_active,
    redeemed: row.redeemed,
  }));
}
