import type { CashbackKind } from '@casino/contracts/promotions';
import { Cron } from 'croner';
import type { Queryable } from '../../db/types';

/** The level every member has until member levels exist (issue 13); its rates are the fallback. */
export const DEFAULT_LEVEL = 0;

/**
 * A member's level id as an SQL expression over `users u` (modules/member-level moves it); a level
 * without its own rate row falls back to DEFAULT_LEVEL's.
 */
export const MEMBER_LEVEL_SQL = `coalesce(u.member_level_id, ${DEFAULT_LEVEL})`;

export const CASHBACK_MESSAGES = {
  programmeOff: 'This programme is not running at the moment',
} as const;

export interface MemberRate {
  levelId: number;
  rateBp: number;
  /** Minor units of the member's currency. */
  minTurnover: bigint;
}

/** Basis points as a two-decimal percentage: 525 → "5.25". */
export function percentOf(rateBp: number): string {
  return `${Math.trunc(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}`;
}

/** "5.25" → 525 (the contract's RatePercent has at most two decimals). */
export function basisPointsOf(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function programmeActive(db: Queryable, kind: CashbackKind): Promise<boolean> {
  const { rows } = await db.query<{ active: boolean }>(
    'SELECT active FROM cashback_programmes WHERE kind = $1',
    [kind],
  );
  return rows[0]?.active ?? false;
}

/** The member's rate for their level and currency; none when the programme has no rate for it. */
export async function memberRateOf(
  db: Queryable,
  kind: CashbackKind,
  userId: number,
): Promise<MemberRate | null> {
  const { rows } = await db.query<{ level_id: number; rate_bp: number; min_turnover: bigint }>(
    `SELECT r.level_id, r.rate_bp, r.min_turnover
       FROM users u JOIN cashback_rates r ON r.currency_id = u.currency_id AND r.kind = $1
        AND r.level_id IN (${MEMBER_LEVEL_SQL}, ${DEFAULT_LEVEL})
      WHERE u.id = $2
      ORDER BY r.level_id = ${MEMBER_LEVEL_SQL} DESC LIMIT 1`,
    [kind, userId],
  );
  const row = rows[0];
  return row ? { levelId: row.level_id, rateBp: row.rate_bp, minTurnover: row.min_turnover } : null;
}

/** When the job next runs: its cron in the brand's time zone. */
export function nextCalculationAt(cron: string, timeZone: string, now = new Date()): Date {
  const next = new Cron(cron, { timezone: timeZone, paused: true }).nextRun(now);
  if (!next) throw new Error(`cron "${cron}" never runs`);
  return next;
}
