import type { AffiliateBase } from '@casino/contracts/affiliate';
import type { Queryable } from '../../db/types';
import { DEFAULT_LEVEL, MEMBER_LEVEL_SQL } from '../cashback/programme';

/** Five minutes after cashback and rebate: the same day's totals, another slot on the database. */
export const AFFILIATE_CRON = '10 0 * * *';

/** The daily job's name: it keys the runs, the payouts (`job_payouts.job`) and the ledger keys. */
export const AFFILIATE_JOB = 'affiliate';

/** English texts of the affiliate failures; the web localizes by reason. */
export const AFFILIATE_MESSAGES = {
  programmeOff: 'The affiliate programme is not running at the moment',
  rangeTooLong: 'The statistics cover at most {days} days',
  rangeReversed: 'The last day is before the first day',
  ownReferrer: 'A member cannot be their own referrer',
  circularReferral: 'This would make a circular referral: {username} is already in this member’s downline',
  referrerNotFound: 'No member has this referral code',
  memberNotFound: 'Member not found',
  currencyNotFound: 'Currency not found',
  levelNotFound: 'No member level of this currency has this id',
  languageNotFound: 'Language not found',
} as const;

/** A referred member "played" on a day they staked something (a totals row of deposits alone does not count). */
export const PLAYED_SQL = 'd.bet_count > 0';

/** The day's commission base of one member's totals row `d`. */
export const BASE_SQL: Record<AffiliateBase, string> = {
  net_loss: 'GREATEST(d.bet_total - d.win_total, 0)',
  turnover: 'd.bet_total',
};

/**
 * The member `user` holds the `affiliate` privilege, as SQL: the brand's list (custom_function) unless
 * staff took it from them, or staff granted it to them alone. The set-based twin of privilegesOf, for the
 * daily job that checks a thousand affiliates in one statement.
 */
export const holdsAffiliatePrivilegeSql = (user: string) => `(
  EXISTS (SELECT 1 FROM member_privileges mp WHERE mp.user_id = ${user} AND mp.privilege = 'affiliate' AND mp.enabled)
  OR (EXISTS (SELECT 1 FROM settings s WHERE s.key = 'custom_function' AND s.value -> 'privilege' @> '"affiliate"')
      AND NOT EXISTS (SELECT 1 FROM member_privileges mp
                       WHERE mp.user_id = ${user} AND mp.privilege = 'affiliate' AND NOT mp.enabled)))`;

/** The rate row of member `u` (an alias of users): their level's own, else the default level's. */
export const RATE_OF_MEMBER_SQL = `
  SELECT r.rate_bp, r.level_id FROM affiliate_rates r
   WHERE r.currency_id = u.currency_id AND r.level_id IN (${MEMBER_LEVEL_SQL}, ${DEFAULT_LEVEL})
   ORDER BY r.level_id = ${MEMBER_LEVEL_SQL} DESC LIMIT 1`;

export interface Programme {
  active: boolean;
  base: AffiliateBase;
}

export async function programmeOf(db: Queryable): Promise<Programme> {
  const { rows } = await db.query<Programme>('SELECT active, base FROM affiliate_programme');
  return rows[0] ?? { active: false, base: 'net_loss' };
}

/** The member's rate in basis points for their level and currency; 0 when the programme has none. */
export async function memberRateOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ rate_bp: number }>(
    `SELECT r.rate_bp FROM users u CROSS JOIN LATERAL (${RATE_OF_MEMBER_SQL}) r WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.rate_bp ?? 0;
}

/** What a base earns at a rate: truncated to the minor unit, as the daily job pays it. */
export const commissionOf = (base: bigint, rateBp: number) => (base * BigInt(rateBp)) / 10_000n;
