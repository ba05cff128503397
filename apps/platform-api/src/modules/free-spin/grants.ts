import { minorToMoney } from '@casino/contracts';
import type { FreeSpinGrant, FreeSpinStatus, PlayableFreeSpinGame } from '@casino/contracts/rewards';
import type { Queryable } from '../../db/types';
import { gamesOf, nameIn, turnoverText } from './offers';

interface GrantRow {
  id: number;
  reward_uuid: string;
  offer_id: number;
  names: Record<string, string>;
  provider_id: number;
  provider_name: string;
  games: PlayableFreeSpinGame[];
  spins: number;
  spins_left: number;
  amount_per_round: bigint;
  total_win: bigint;
  points: bigint;
  turnover_x100: number;
  scale: number;
  status: FreeSpinStatus;
  expires_at: Date;
  created_at: Date;
}

/** A grant past its expiry reads 'expired' (its spins can never be played); no job needs to run first. */
export const STATUS_OF = (at: string) =>
  `CASE WHEN gr.status = 'active' AND gr.expires_at <= ${at} THEN 'expired' ELSE gr.status END`;

const GRANT_SELECT = `SELECT gr.id::int AS id, gr.reward_uuid, gr.offer_id, gr.names, gr.provider_id,
    p.name AS provider_name, ${gamesOf('gr.game_ids')} AS games, gr.spins, gr.spins_left, gr.amount_per_round,
    gr.total_win, gr.points, gr.turnover_x100, c.scale, ${STATUS_OF('$2')} AS status, gr.expires_at, gr.created_at
  FROM free_spin_grants gr JOIN currencies c ON c.id = gr.currency_id JOIN game_providers p ON p.id = gr.provider_id`;

function toGrant(row: GrantRow, languageCode: string): FreeSpinGrant {
  return {
    id: row.id,
    reward_uuid: row.reward_uuid,
    offer_id: row.offer_id,
    name: nameIn(row.names, languageCode),
    provider: { id: row.provider_id, name: row.provider_name },
    game_list: row.games,
    spins: row.spins,
    spins_left: row.spins_left,
    amount_per_round: minorToMoney(row.amount_per_round, row.scale),
    total_win: minorToMoney(row.total_win, row.scale),
    points: minorToMoney(row.points, 2),
    turnover: turnoverText(row.turnover_x100),
    status: row.status,
    expire_date: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A list of grants is cut here: a member's playable grants come first, so they are never cut. */
const GRANT_LIST_LIMIT = 200;

/** The member's grants: playable first (soonest to expire first), then the newest. */
export async function grantsOf(
  db: Queryable,
  userId: number,
  query: { status?: FreeSpinStatus | undefined; languageCode: string; now?: Date },
): Promise<FreeSpinGrant[]> {
  const { rows } = await db.query<GrantRow>(
    `SELECT * FROM (${GRANT_SELECT} WHERE gr.user_id = $1) x
      WHERE $3::text IS NULL OR x.status = $3
      ORDER BY x.status = 'active' DESC, CASE WHEN x.status = 'active' THEN x.expires_at END, x.created_at DESC,
               x.id DESC
      LIMIT ${GRANT_LIST_LIMIT}`,
    [userId, query.now ?? new Date(), query.status ?? null],
  );
  return rows.map((row) => toGrant(row, query.languageCode));
}

export async function grantById(db: Queryable, id: number, languageCode: string, now = new Date()) {
  const { rows } = await db.query<GrantRow>(`${GRANT_SELECT} WHERE gr.id = $1`, [id, now]);
  const row = rows[0];
  if (!row) throw new Error(`free-spin grant ${id} vanished`);
  return toGrant(row, languageCode);
}
