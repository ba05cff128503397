import type { LanguageCode } from '@casino/contracts';
import type { Queryable } from '../types';

/** The five levels' names in every language, lowest first. */
const NAMES: Record<LanguageCode, [string, string, string, string, string]> = {
  en: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'],
  th: ['บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์'],
  id: ['Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian'],
  my: ['Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian'],
  zh: ['青铜', '白银', '黄金', '铂金', '钻石'],
  ko: ['브론즈', '실버', '골드', '플래티넘', '다이아몬드'],
  vn: ['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương'],
  hi: ['कांस्य', 'रजत', 'स्वर्ण', 'प्लैटिनम', 'हीरा'],
  bd: ['ব্রোঞ্জ', 'সিলভার', 'গোল্ড', 'প্লাটিনাম', 'ডায়মন্ড'],
  ph: ['Tanso', 'Pilak', 'Ginto', 'Platinum', 'Diyamante'],
  pt: ['Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante'],
  br: ['Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante'],
  jp: ['ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'ダイヤモンド'],
  es: ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante'],
  mm: ['ကြေး', 'ငွေ', 'ရွှေ', 'ပလက်တီနမ်', 'စိန်'],
};

/**
 * Per level, in whole baht: accumulated deposit, turnover, win/loss (any one reaches it), VIP bonus,
 * birthday bonus, and the rolling rebate in basis points. Ringgit levels are the same figures divided
 * by LEVEL_DIVISOR, rounded to whole ringgit.
 */
const LEVELS: [
  deposit: number,
  turnover: number,
  winloss: number,
  vip: number,
  birthday: number,
  rebateBp: number,
][] = [
  [1_000, 5_000, 2_000, 50, 100, 60],
  [10_000, 50_000, 20_000, 200, 300, 70],
  [50_000, 250_000, 100_000, 1_000, 1_000, 80],
  [200_000, 1_000_000, 400_000, 3_000, 3_000, 90],
  [1_000_000, 5_000_000, 2_000_000, 10_000, 8_000, 100],
];
const LEVEL_DIVISOR: Record<string, number> = { THB: 1, MYR: 10 };

/**
 * Five member levels per fiat currency (Bronze to Diamond) with their rolling rebate rates, so a new
 * member sees the ladder on the first start. Operator-owned: inserted only when missing.
 */
export async function seedMemberLevels(tx: Queryable): Promise<void> {
  const rows = Object.entries(LEVEL_DIVISOR).flatMap(([currency, divisor]) =>
    LEVELS.map(([deposit, turnover, winloss, vip, birthday, rebateBp], index) => {
      const minor = (baht: number) => String(Math.round(baht / divisor) * 100);
      return {
        currency,
        rank: index + 1,
        names: Object.fromEntries(Object.entries(NAMES).map(([lang, names]) => [lang, names[index]])),
        deposit: minor(deposit),
        turnover: minor(turnover),
        winloss: minor(winloss),
        vip: minor(vip),
        birthday: minor(birthday),
        rebate_bp: rebateBp,
      };
    }),
  );
  await tx.query(
    `INSERT INTO member_levels (currency_id, rank, names, required_deposit, required_turnover, required_winloss,
       vip_bonus, birthday_bonus)
     SELECT c.id, x.rank, x.names, x.deposit, x.turnover, x.winloss, x.vip, x.birthday
       FROM jsonb_to_recordset($1::jsonb) AS x(currency text, rank int, names jsonb, deposit bigint,
            turnover bigint, winloss bigint, vip bigint, birthday bigint)
       JOIN currencies c ON c.code = x.currency
     ON CONFLICT (currency_id, rank) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `INSERT INTO cashback_rates (kind, level_id, currency_id, rate_bp, min_turnover)
     SELECT 'rebate', l.id, l.currency_id, x.rebate_bp, coalesce(d.min_turnover, 0)
       FROM jsonb_to_recordset($1::jsonb) AS x(currency text, rank int, rebate_bp int)
       JOIN currencies c ON c.code = x.currency
       JOIN member_levels l ON l.currency_id = c.id AND l.rank = x.rank
       LEFT JOIN cashback_rates d ON d.kind = 'rebate' AND d.level_id = 0 AND d.currency_id = c.id
     ON CONFLICT (kind, level_id, currency_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
