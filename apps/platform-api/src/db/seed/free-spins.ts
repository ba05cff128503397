import type { LanguageCode } from '@casino/contracts';
import type { Queryable } from '../types';

/** "N free spins on <game>" in every language; game names are brand names and stay as they are. */
const FREE_SPINS_ON: Record<LanguageCode, (spins: number, game: string) => string> = {
  en: (n, g) => `${n} free spins on ${g}`,
  th: (n, g) => `ฟรีสปิน ${n} ครั้ง ในเกม ${g}`,
  id: (n, g) => `${n} putaran gratis di ${g}`,
  my: (n, g) => `${n} putaran percuma di ${g}`,
  zh: (n, g) => `${g} ${n} 次免费旋转`,
  ko: (n, g) => `${g} 무료 스핀 ${n}회`,
  vn: (n, g) => `${n} vòng quay miễn phí trong ${g}`,
  hi: (n, g) => `${g} पर ${n} फ़्री स्पिन`,
  bd: (n, g) => `${g}-এ ${n}টি ফ্রি স্পিন`,
  ph: (n, g) => `${n} libreng spin sa ${g}`,
  pt: (n, g) => `${n} rodadas grátis em ${g}`,
  br: (n, g) => `${n} giros grátis em ${g}`,
  jp: (n, g) => `${g}のフリースピン${n}回`,
  es: (n, g) => `${n} tiradas gratis en ${g}`,
  mm: (n, g) => `${g} တွင် အခမဲ့ လှည့်ခွင့် ${n} ကြိမ်`,
};

interface SeedOffer {
  kind: string;
  games: string[];
  /** How the name calls the games. */
  title: string;
  spins: number;
  /** Per currency: the stake of each round (within the games' table limits). */
  amount: Record<'THB' | 'MYR', string>;
  points: number;
  valid_days: number;
  turnover_x100: number;
}

/** The reference provider's two slots (Jade Studio, the brand that offers free spins). */
const OFFERS: SeedOffer[] = [
  {
    kind: 'jade-fortune-10',
    games: ['jade-fortune'],
    title: 'Jade Fortune',
    spins: 10,
    amount: { THB: '1.00', MYR: '0.20' },
    points: 500,
    valid_days: 7,
    turnover_x100: 100,
  },
  {
    kind: 'jade-fortune-25',
    games: ['jade-fortune'],
    title: 'Jade Fortune',
    spins: 25,
    amount: { THB: '2.00', MYR: '0.40' },
    points: 2000,
    valid_days: 7,
    turnover_x100: 100,
  },
  {
    kind: 'temple-ways-20',
    games: ['temple-ways'],
    title: 'Temple Ways',
    spins: 20,
    amount: { THB: '5.00', MYR: '1.00' },
    points: 3500,
    valid_days: 14,
    turnover_x100: 200,
  },
  {
    kind: 'jade-studio-50',
    games: ['jade-fortune', 'temple-ways'],
    title: 'Jade Fortune & Temple Ways',
    spins: 50,
    amount: { THB: '5.00', MYR: '1.00' },
    points: 8000,
    valid_days: 30,
    turnover_x100: 300,
  },
];

const namesOf = (offer: SeedOffer) =>
  Object.fromEntries(
    Object.entries(FREE_SPINS_ON).map(([code, name]) => [code, name(offer.spins, offer.title)]),
  );

/**
 * The free-spin tab of the shop for each seeded currency. Operator-owned: inserted only when missing, so
 * staff edits survive restarts.
 */
export async function seedFreeSpins(tx: Queryable): Promise<void> {
  const rows = (['THB', 'MYR'] as const).flatMap((currency) =>
    OFFERS.map((offer, sort_order) => ({
      code: `${offer.kind}-${currency.toLowerCase()}`,
      currency,
      games: offer.games,
      spins: offer.spins,
      amount: offer.amount[currency],
      points: String(offer.points * 100),
      valid_days: offer.valid_days,
      turnover_x100: offer.turnover_x100,
      names: namesOf(offer),
      sort_order,
    })),
  );
  await tx.query(
    `INSERT INTO free_spin_offers (code, currency_id, provider_id, game_ids, spins, amount_per_round, points,
       valid_days, turnover_x100, names, sort_order)
     SELECT x.code, c.id, p.id,
            ARRAY(SELECT g.id FROM jsonb_array_elements_text(x.games) WITH ORDINALITY AS e(code, n)
                    JOIN games g ON g.code = e.code AND g.provider_id = p.id ORDER BY e.n),
            x.spins, (x.amount * power(10::numeric, c.scale))::bigint, x.points, x.valid_days, x.turnover_x100, x.names,
            x.sort_order
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, currency text, games jsonb, spins int, amount numeric,
            points bigint, valid_days int, turnover_x100 int, names jsonb, sort_order int)
       JOIN currencies c ON c.code = x.currency
       JOIN game_providers p ON p.code = 'jade-studio'
     ON CONFLICT (code) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
