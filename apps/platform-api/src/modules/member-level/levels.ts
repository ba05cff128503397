import { minorToMoney, moneyToMinor } from '@casino/contracts';
import type { AdminMemberLevel, AdminMemberLevelBody, MemberLevel } from '@casino/contracts/quests';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { basisPointsOf, percentOf } from '../cashback/programme';

/** A level row with its currency's scale and its rebate rate (its own, else the default level's). */
export interface LevelRow {
  id: number;
  currency_id: number;
  rank: number;
  names: Record<string, string>;
  required_deposit: bigint | null;
  required_turnover: bigint | null;
  required_winloss: bigint | null;
  vip_bonus: bigint;
  birthday_bonus: bigint;
  rebate_bp: number;
  scale: number;
}

export const LEVEL_COLUMNS = `l.id, l.currency_id, l.rank, l.names, l.required_deposit, l.required_turnover,
  l.required_winloss, l.vip_bonus, l.birthday_bonus, c.scale,
  coalesce((SELECT r.rate_bp FROM cashback_rates r WHERE r.kind = 'rebate' AND r.currency_id = l.currency_id
              AND r.level_id IN (l.id, 0) ORDER BY r.level_id DESC LIMIT 1), 0) AS rebate_bp`;

const money = (minor: bigint | null, scale: number) => (minor === null ? null : minorToMoney(minor, scale));

export function toMemberLevel(row: LevelRow, languageCode: string): MemberLevel {
  return {
    id: row.id,
    rank: row.rank,
    name: row.names[languageCode] ?? row.names['en'] ?? `#${row.rank}`,
    currency_id: row.currency_id,
    required_deposit: money(row.required_deposit, row.scale),
    required_turnover: money(row.required_turnover, row.scale),
    required_winloss: money(row.required_winloss, row.scale),
    vip_bonus: minorToMoney(row.vip_bonus, row.scale),
    birthday_bonus: minorToMoney(row.birthday_bonus, row.scale),
    rolling_rebate: percentOf(row.rebate_bp),
  };
}

/** The language's code for names (English when the id is unknown or absent). */
export async function languageCodeOf(db: Queryable, languageId: number | undefined): Promise<string> {
  if (languageId === undefined) return 'en';
  const { rows } = await db.query<{ code: string }>('SELECT code FROM languages WHERE id = $1', [languageId]);
  return rows[0]?.code ?? 'en';
}

/** The levels of a currency, lowest first. */
export async function levelsOf(db: Queryable, currencyId: number): Promise<LevelRow[]> {
  const { rows } = await db.query<LevelRow>(
    `SELECT ${LEVEL_COLUMNS} FROM member_levels l JOIN currencies c ON c.id = l.currency_id
      WHERE l.currency_id = $1 ORDER BY l.rank`,
    [currencyId],
  );
  return rows;
}

export async function adminLevels(db: Queryable, id?: number): Promise<AdminMemberLevel[]> {
  const { rows } = await db.query<LevelRow & { members: number }>(
    `SELECT ${LEVEL_COLUMNS}, (SELECT count(*)::int FROM users u WHERE u.member_level_id = l.id) AS members
       FROM member_levels l JOIN currencies c ON c.id = l.currency_id
      WHERE $1::int IS NULL OR l.id = $1 ORDER BY l.currency_id, l.rank`,
    [id ?? null],
  );
  return rows.map((row) => {
    const { name: _name, ...level } = toMemberLevel(row, 'en');
    return { ...level, names: row.names, members: row.members };
  });
}

type LevelInput = z.output<typeof AdminMemberLevelBody>;

/**
 * Creates or replaces the level of a currency and rank, and its rolling rebate rate (cashback_rates,
 * kind rebate, with the default level's daily minimum turnover). Members move on the next daily run.
 */
export async function saveLevel(tx: Queryable, body: LevelInput): Promise<AdminMemberLevel> {
  const currency = await tx.query<{ id: number; scale: number }>(
    'SELECT id, scale FROM currencies WHERE code = $1',
    [body.currency_code],
  );
  const { id: currencyId, scale } = currency.rows[0] ?? {};
  if (currencyId === undefined || scale === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Unknown currency');
  }
  const minor = (amount: string | null) => (amount === null ? null : moneyToMinor(amount, scale));
  const amounts = {
    deposit: minor(body.required_deposit),
    turnover: minor(body.required_turnover),
    winloss: minor(body.required_winloss),
    vip: minor(body.vip_bonus) ?? 0n,
    birthday: minor(body.birthday_bonus) ?? 0n,
  };
  if ([amounts.deposit, amounts.turnover, amounts.winloss].some((value) => value !== null && value <= 0n)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Requirements must be above zero');
  }
  if (amounts.vip < 0n || amounts.birthday < 0n) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Bonuses cannot be negative');
  }
  const text = (value: bigint | null) => (value === null ? null : String(value));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO member_levels (currency_id, rank, names, required_deposit, required_turnover, required_winloss,
       vip_bonus, birthday_bonus)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
     ON CONFLICT (currency_id, rank) DO UPDATE SET names = EXCLUDED.names,
       required_deposit = EXCLUDED.required_deposit, required_turnover = EXCLUDED.required_turnover,
       required_winloss = EXCLUDED.required_winloss, vip_bonus = EXCLUDED.vip_bonus,
       birthday_bonus = EXCLUDED.birthday_bonus, updated_at = now()
     RETURNING id`,
    [
      currencyId,
      body.rank,
      JSON.stringify(body.names),
      text(amounts.deposit),
      text(amounts.turnover),
      text(amounts.winloss),
      String(amounts.vip),
      String(amounts.birthday),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member level upsert returned no row');
  await tx.query(
    `INSERT INTO cashback_rates (kind, level_id, currency_id, rate_bp, min_turnover)
     SELECT 'rebate', $1, $2, $3,
            coalesce((SELECT min_turnover FROM cashback_rates WHERE kind = 'rebate' AND level_id = 0 AND currency_id = $2), 0)
     ON CONFLICT (kind, level_id, currency_id) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = now()`,
    [id, currencyId, basisPointsOf(body.rolling_rebate)],
  );
  const [saved] = await adminLevels(tx, id);
  if (!saved) throw new Error('member level vanished');
  return saved;
}
