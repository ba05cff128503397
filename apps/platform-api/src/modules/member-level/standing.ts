import { minorToMoney } from '@casino/contracts';
import type { MemberLevelStanding } from '@casino/contracts/quests';
import type { Queryable } from '../../db/types';
import { levelsOf, toMemberLevel } from './levels';

/** The member's level, the next one up and what they accumulated, as of the last daily run. */
export async function standingOf(
  db: Queryable,
  userId: number,
  languageCode: string,
  nextCalculationAt: Date,
): Promise<MemberLevelStanding> {
  const { rows } = await db.query<{
    currency_id: number;
    member_level_id: number | null;
    scale: number;
    deposit_total: bigint | null;
    bet_total: bigint | null;
    win_total: bigint | null;
    counted_through: string | null;
    birthday_year: number | null;
  }>(
    `SELECT u.currency_id, u.member_level_id, c.scale, p.deposit_total, p.bet_total, p.win_total,
            to_char(p.counted_through, 'YYYY-MM-DD') AS counted_through,
            (SELECT max(b.year) FROM member_birthday_bonuses b WHERE b.user_id = u.id) AS birthday_year
       FROM users u JOIN currencies c ON c.id = u.currency_id
       LEFT JOIN member_level_progress p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  const member = rows[0];
  if (!member) throw new Error(`member ${userId} vanished`);
  const levels = await levelsOf(db, member.currency_id);
  const current = levels.find((level) => level.id === member.member_level_id) ?? null;
  const next = levels.find((level) => level.rank > (current?.rank ?? 0)) ?? null;
  const bet = member.bet_total ?? 0n;
  return {
    level: current ? toMemberLevel(current, languageCode) : null,
    next: next ? toMemberLevel(next, languageCode) : null,
    accumulated: {
      deposit: minorToMoney(member.deposit_total ?? 0n, member.scale),
      turnover: minorToMoney(bet, member.scale),
      winloss: minorToMoney(bet - (member.win_total ?? 0n), member.scale),
    },
    counted_through: member.counted_through,
    next_calculation_at: nextCalculationAt.toISOString(),
    birthday_bonus_year: member.birthday_year,
  };
}
