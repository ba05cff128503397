import type { AdminAffiliateTree } from '@casino/contracts/affiliate';
import { affiliateApi } from '@casino/contracts/affiliate';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { adminRoute, audit } from '../admin';
import { fillText } from '../memo/strings';
import { AFFILIATE_MESSAGES } from './programme';

/** The downline shows at most this many members, newest first. */
export const DOWNLINE_MAX = 500;

const NODE_COLUMNS = `u.id AS user_id, u.username, u.ref_code,
  (SELECT count(*) FROM users c WHERE c.referred_by = u.id)::int AS referred_count`;

type Node = AdminAffiliateTree['member'];

/**
 * The member's referrer, their referrer and so on, nearest first. The walk stops at a member already on
 * the path, so even a circle written behind the API's back cannot loop it.
 */
const UPLINE_SQL = `
  WITH RECURSIVE up AS (
    SELECT s.referred_by AS id, 1 AS depth, ARRAY[s.id] AS path
      FROM users s WHERE s.id = $1 AND s.referred_by IS NOT NULL
    UNION ALL
    SELECT p.referred_by, up.depth + 1, up.path || up.id
      FROM up JOIN users p ON p.id = up.id
     WHERE p.referred_by IS NOT NULL AND p.referred_by <> ALL (up.path || up.id)
  )`;

async function treeOf(db: Queryable, userId: number): Promise<AdminAffiliateTree> {
  const member = await db.query<Node>(`SELECT ${NODE_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  const node = member.rows[0];
  if (!node) throw new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.memberNotFound);
  const upline = await db.query<Node>(
    `${UPLINE_SQL} SELECT ${NODE_COLUMNS} FROM up JOIN users u ON u.id = up.id ORDER BY up.depth`,
    [userId],
  );
  const downline = await db.query<Node>(
    `SELECT ${NODE_COLUMNS} FROM users u WHERE u.referred_by = $1
      ORDER BY u.created_at DESC, u.id DESC LIMIT ${DOWNLINE_MAX}`,
    [userId],
  );
  return { member: node, upline: upline.rows, downline: downline.rows };
}

/**
 * Staff: a member's referral tree, and setting or clearing their referrer. Refused (409 CONFLICT) for
 * the member themselves and for a referrer in the member's own downline, which would close a circle.
 */
export function affiliateTreeRoutes(app: FastifyInstance): void {
  adminRoute(app, affiliateApi.adminAffiliateTreeGet, ({ params }) => treeOf(app.db, params.user_id));

  adminRoute(app, affiliateApi.adminAffiliateReferrerSet, async ({ params, body, admin, request }) =>
    app.db.transaction(async (tx) => {
      // Changes of the tree in a line: two at once could otherwise each close half of a circle.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('affiliate_tree'))`);
      const before = await treeOf(tx, params.user_id);
      let referrerId: number | null = null;
      if (body.ref_code !== null) {
        const referrer = await tx.query<{ id: number; username: string }>(
          'SELECT id, username FROM users WHERE ref_code = $1',
          [body.ref_code],
        );
        const found = referrer.rows[0];
        if (!found) throw new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.referrerNotFound);
        if (found.id === params.user_id) throw new AppError(409, 'CONFLICT', AFFILIATE_MESSAGES.ownReferrer);
        // The new referrer's upline must not reach the member: the member would refer themselves.
        const circle = await tx.query(`${UPLINE_SQL} SELECT 1 FROM up WHERE id = $2`, [
          found.id,
          params.user_id,
        ]);
        if (circle.rowCount > 0) {
          throw new AppError(
            409,
            'CONFLICT',
            fillText(AFFILIATE_MESSAGES.circularReferral, { username: found.username }),
          );
        }
        referrerId = found.id;
      }
      await tx.query('UPDATE users SET referred_by = $2 WHERE id = $1', [params.user_id, referrerId]);
      const after = await treeOf(tx, params.user_id);
      await audit(tx, {
        adminId: admin.id,
        action: 'affiliate_referrer.set',
        targetType: 'user',
        targetId: params.user_id,
        reason: body.reason ?? null,
        before: { referrer: before.upline[0] ?? null },
        after: { referrer: after.upline[0] ?? null },
        ip: request.ip,
      });
      return after;
    }),
  );
}
