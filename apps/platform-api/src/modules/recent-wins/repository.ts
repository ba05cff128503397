import { createHash } from 'node:crypto';
import type { RecentWin } from '@casino/contracts';
import { minorToMoney } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Which wins are worth showing: at least `minMultiplier` × the stake, or at least `minAmount`. */
export interface WinRules {
  minMultiplier: number;
  /** Major units of the winner's currency ("100.00"). */
  minAmount: string;
}

interface WinRow {
  transaction_uuid: string;
  amount: bigint;
  stake: bigint;
  created_at: Date | string;
  game_id: number;
  game_name: string;
  image_url: string | null;
  provider_name: string;
  username: string;
  currency_id: number;
  currency_code: string;
  symbol: string;
  is_following: boolean;
  enable_decimal: boolean;
  scale: number;
}

/**
 * A username as the public may read it: the first two characters, `***`, the last one (`ab***9`); a name
 * of four characters or fewer keeps only its first (`a***`), so at least half of it is always hidden.
 */
export function maskUsername(username: string): string {
  const chars = [...username.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** Win ÷ stake with two decimals, cut (not rounded) so a win never looks bigger than it was. */
export function multiplierOf(win: bigint, stake: bigint): string | null {
  if (stake <= 0n) return null;
  const hundredths = (win * 100n) / stake;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** Stable and opaque: the provider's transaction id is not published, only a digest of it. */
const publicIdOf = (transactionUuid: string) =>
  createHash('sha256').update(`recent-win:${transactionUuid}`).digest('hex').slice(0, 24);

function toRecentWin(row: WinRow): RecentWin {
  return {
    id: publicIdOf(row.transaction_uuid),
    game_list_id: row.game_id,
    game_name: row.game_name,
    image_url: row.image_url,
    provider_name: row.provider_name,
    masked_username: maskUsername(row.username),
    amount: minorToMoney(BigInt(row.amount), row.scale),
    currency: {
      id: row.currency_id,
      code: row.currency_code,
      symbol: row.symbol,
      is_following: row.is_following,
      enable_decimal: row.enable_decimal,
    },
    multiplier: multiplierOf(BigInt(row.amount), BigInt(row.stake)),
    won_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The wins the seamless wallet kept (`provider_transactions`, kind `win`, not rolled back) that pass the
 * rules, with the bet each one paid for as its stake; the list needs no table of its own.
 */
const NOTABLE_WINS = `
  SELECT w.transaction_uuid, w.amount, bet.amount AS stake, w.created_at,
         g.id AS game_id, g.name AS game_name, g.image_url, p.name AS provider_name, u.username,
         c.id AS currency_id, c.code AS currency_code, c.symbol, c.is_following, c.enable_decimal, c.scale
    FROM provider_transactions w
    JOIN provider_transactions bet ON bet.transaction_uuid = w.reference_uuid AND bet.kind = 'bet'
    JOIN games g ON g.id = w.game_id
    JOIN game_providers p ON p.id = g.provider_id
    JOIN users u ON u.id = w.user_id
    JOIN currencies c ON c.id = u.currency_id
   WHERE w.kind = 'win' AND w.rolled_back_at IS NULL AND w.amount > 0
     AND ((bet.amount > 0 AND w.amount::numeric >= bet.amount::numeric * $1::numeric)
          OR w.amount::numeric >= $2::numeric * power(10::numeric, c.scale))`;

const ruleParams = (rules: WinRules) => [String(rules.minMultiplier), rules.minAmount];

/** The latest notable wins, newest first. */
export async function latestWins(db: Queryable, rules: WinRules, limit: number): Promise<RecentWin[]> {
  const { rows } = await db.query<WinRow>(
    `${NOTABLE_WINS} ORDER BY w.created_at DESC, w.transaction_uuid DESC LIMIT $3`,
    [...ruleParams(rules), limit],
  );
  return rows.map(toRecentWin);
}

/** Which of these win transactions are notable, oldest first (the order they are announced in). */
export async function notableWinsAmong(
  db: Queryable,
  rules: WinRules,
  transactionUuids: readonly string[],
): Promise<RecentWin[]> {
  if (transactionUuids.length === 0) return [];
  const { rows } = await db.query<WinRow>(
    `${NOTABLE_WINS} AND w.transaction_uuid = ANY($3::text[]) ORDER BY w.created_at, w.transaction_uuid`,
    [...ruleParams(rules), [...transactionUuids]],
  );
  return rows.map(toRecentWin);
}
