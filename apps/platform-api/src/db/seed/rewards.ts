import { LANGUAGE_CODES } from '@casino/contracts';
import type { Queryable } from '../types';
import type { ShopItem } from './rewards-texts';
import { SHOP_TEXTS } from './rewards-texts';

/** A prize in whole units of the currency (money), whole points, or nothing; `weight` per mille. */
type SeedPrize = [kind: 'money' | 'points' | 'nothing', amount: number, weight: number];

interface SeedItem {
  item: ShopItem;
  type: 'special' | 'lucky_box' | 'random_card';
  points: number;
  /** Whole units of the currency. */
  value?: number;
  stock?: number;
  prizes?: SeedPrize[];
}

interface SeedShop {
  symbol: string;
  /** Minor units of stake that earn one point. */
  stakePerPoint: number;
  /** Points that buy one unit of the currency, and the least and most exchanged at once. */
  exchange: { perUnit: number; min: number; max: number };
  items: SeedItem[];
}

/**
 * Each currency's shop, priced so that points keep about the value they are exchanged at (THB: 1 point
 * per 100 baht staked, 10 points a baht; MYR: 1 point per 10 ringgit, 100 points a ringgit) and a draw
 * gives back a little less than its price on average.
 */
const SHOPS: Record<string, SeedShop> = {
  THB: {
    symbol: '฿',
    stakePerPoint: 10_000,
    exchange: { perUnit: 10, min: 100, max: 100_000 },
    items: [
      { item: 'hoodie', type: 'special', points: 9_900, value: 1_290, stock: 50 },
      { item: 'earbuds', type: 'special', points: 19_900, value: 2_490, stock: 30 },
      { item: 'smartwatch', type: 'special', points: 49_900, value: 5_990, stock: 10 },
      { item: 'card-holder', type: 'special', points: 6_900, value: 890, stock: 100 },
      {
        item: 'lucky-box-silver',
        type: 'lucky_box',
        points: 100,
        prizes: [
          ['money', 5, 400],
          ['money', 10, 250],
          ['money', 20, 100],
          ['points', 50, 150],
          ['money', 100, 20],
          ['nothing', 0, 80],
        ],
      },
      {
        item: 'lucky-box-gold',
        type: 'lucky_box',
        points: 500,
        prizes: [
          ['money', 20, 350],
          ['money', 50, 300],
          ['money', 100, 120],
          ['points', 300, 150],
          ['money', 500, 15],
          ['money', 1_000, 3],
          ['nothing', 0, 62],
        ],
      },
      {
        item: 'random-card',
        type: 'random_card',
        points: 200,
        prizes: [
          ['money', 10, 300],
          ['money', 20, 250],
          ['money', 50, 80],
          ['points', 100, 200],
          ['money', 200, 15],
          ['nothing', 0, 155],
        ],
      },
      {
        item: 'random-card-royal',
        type: 'random_card',
        points: 1_000,
        prizes: [
          ['money', 50, 300],
          ['money', 100, 300],
          ['money', 200, 100],
          ['points', 500, 150],
          ['money', 1_000, 20],
          ['nothing', 0, 130],
        ],
      },
    ],
  },
  MYR: {
    symbol: 'RM',
    stakePerPoint: 1_000,
    exchange: { perUnit: 100, min: 100, max: 100_000 },
    items: [
      { item: 'hoodie', type: 'special', points: 12_900, value: 159, stock: 40 },
      { item: 'earbuds', type: 'special', points: 24_900, value: 299, stock: 25 },
      { item: 'smartwatch', type: 'special', points: 59_900, value: 699, stock: 8 },
      {
        item: 'lucky-box-silver',
        type: 'lucky_box',
        points: 100,
        prizes: [
          ['money', 0.5, 400],
          ['money', 1, 250],
          ['money', 2, 100],
          ['points', 50, 150],
          ['money', 10, 20],
          ['nothing', 0, 80],
        ],
      },
      {
        item: 'lucky-box-gold',
        type: 'lucky_box',
        points: 500,
        prizes: [
          ['money', 2, 350],
          ['money', 5, 300],
          ['money', 10, 120],
          ['points', 300, 150],
          ['money', 50, 15],
          ['money', 100, 3],
          ['nothing', 0, 62],
        ],
      },
      {
        item: 'random-card',
        type: 'random_card',
        points: 200,
        prizes: [
          ['money', 1, 300],
          ['money', 2, 250],
          ['money', 5, 80],
          ['points', 100, 200],
          ['money', 20, 15],
          ['nothing', 0, 155],
        ],
      },
    ],
  },
};

const hundredths = (whole: number) => String(Math.round(whole * 100));

/** A prize's label in every language: money by its symbol ("฿1,000", "RM0.50"), points and nothing in words. */
function labelsOf([kind, amount]: SeedPrize, symbol: string): Record<string, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const texts = SHOP_TEXTS[code];
      if (kind === 'nothing') return [code, texts.nothing];
      if (kind === 'points') return [code, texts.points.replace('{n}', amount.toLocaleString('en-US'))];
      return [
        code,
        `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 ? 2 : 0 })}`,
      ];
    }),
  );
}

const textsOf = (item: ShopItem) =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, SHOP_TEXTS[code].items[item]]));

/**
 * The shop's tabs in every language (reference content, kept in step), and per currency its earn rate,
 * exchange rate and items with pictures served by the API. Rates and items are the operator's: inserted
 * only when missing, so staff's edits and the stock left survive a restart.
 */
export async function seedRewards(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE redeem_types t SET names = x.names
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, names jsonb) WHERE t.id = x.id`,
    [
      JSON.stringify(
        [1, 2, 3, 4, 5].map((id) => ({
          id,
          names: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, SHOP_TEXTS[code].types[id - 1]])),
        })),
      ),
    ],
  );
  const shops = Object.entries(SHOPS).map(([currency, shop]) => ({
    currency,
    stake_per_point: shop.stakePerPoint,
    per_unit: hundredths(shop.exchange.perUnit),
    min: hundredths(shop.exchange.min),
    max: hundredths(shop.exchange.max),
  }));
  const currencies = `jsonb_to_recordset($1::jsonb) AS x(currency text, stake_per_point bigint, per_unit bigint,
    min bigint, max bigint) JOIN currencies c ON c.code = x.currency`;
  await tx.query(
    `INSERT INTO point_earn_rates (currency_id, stake_per_point) SELECT c.id, x.stake_per_point FROM ${currencies}
     ON CONFLICT (currency_id) DO NOTHING`,
    [JSON.stringify(shops)],
  );
  await tx.query(
    `INSERT INTO point_exchange_rates (currency_id, points_per_unit, min_points, max_points)
     SELECT c.id, x.per_unit, x.min, x.max FROM ${currencies} ON CONFLICT (currency_id) DO NOTHING`,
    [JSON.stringify(shops)],
  );
  const items = Object.entries(SHOPS).flatMap(([currency, shop]) =>
    shop.items.map((item, n) => ({
      code: `${item.item}-${currency.toLowerCase()}`,
      type: item.type,
      currency,
      texts: textsOf(item.item),
      image_url: `/pbgapi/assets/rewards/${item.item}.svg`,
      points: hundredths(item.points),
      value: item.value === undefined ? null : hundredths(item.value),
      stock: item.stock ?? null,
      sort_order: n,
      prizes: (item.prizes ?? []).map((prize, position) => ({
        position,
        kind: prize[0],
        amount: hundredths(prize[1]),
        weight: prize[2],
        labels: labelsOf(prize, shop.symbol),
      })),
    })),
  );
  // Prizes go with the items inserted now; an existing item keeps the prizes staff gave it.
  await tx.query(
    `WITH x AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(code text, type text, currency text, texts jsonb,
         image_url text, points bigint, value bigint, stock int, sort_order int, prizes jsonb)
     ), inserted AS (
       INSERT INTO rewards (code, redeem_type_id, currency_id, texts, image_url, points, product_value, stock, sort_order)
       SELECT x.code, t.id, c.id, x.texts, x.image_url, x.points, x.value, x.stock, x.sort_order
         FROM x JOIN redeem_types t ON t.code = x.type JOIN currencies c ON c.code = x.currency
        ORDER BY c.id, t.id, x.sort_order
       ON CONFLICT (code) DO NOTHING RETURNING id, code
     )
     INSERT INTO reward_prizes (reward_id, position, kind, amount, weight, labels)
     SELECT i.id, p.position, p.kind, p.amount, p.weight, p.labels
       FROM inserted i JOIN x ON x.code = i.code,
            jsonb_to_recordset(x.prizes) AS p(position int, kind text, amount bigint, weight int, labels jsonb)`,
    [JSON.stringify(items)],
  );
}
