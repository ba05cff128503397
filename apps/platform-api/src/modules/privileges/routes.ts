import { privilegesApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { AppError } from '../../http/errors';
import { adminRoute, audit } from '../admin';
import { privilegesOf, setMemberPrivilege } from './privileges';

export async function privilegesRoutes(app: FastifyInstance) {
  memberRoute(app, privilegesApi.checkPrivilegeMemberFind, async ({ member }) => ({
    privilege: await privilegesOf(app.db, member.userId),
  }));

  adminRoute(app, privilegesApi.adminMemberPrivilegeSet, async ({ body, admin, request }) => {
    const answer = await app.db.transaction(async (tx) => {
      const member = await tx.query('SELECT 1 FROM users WHERE id = $1', [body.user_id]);
      if (member.rowCount === 0) throw new AppError(404, 'NOT_FOUND', 'Member not found');
      const before = await privilegesOf(tx, body.user_id);
      await setMemberPrivilege(tx, body.user_id, body.privilege, body.enabled);
      const after = await privilegesOf(tx, body.user_id);
      await audit(tx, {
        adminId: admin.id,
        action: body.enabled ? 'member_privilege.grant' : 'member_privilege.revoke',
        targetType: 'user',
        targetId: body.user_id,
        reason: body.reason ?? null,
        before: { privilege: before },
        after: { privilege: after },
        ip: request.ip,
      });
      return { user_id: body.user_id, privilege: after };
    });
    // Spec 7: PRIVILEGE tells the member's open pages to read their privileges (and the wallet) again, so
    // the route guard sends them from a page they just lost. After the commit; a lost notice only waits
    // for the next socket opening, which reads them again anyway.
    await app.events
      .publish(body.user_id, { topic_name: 'PRIVILEGE', data: {} })
      .catch((error: unknown) =>
        app.log.warn({ err: error, userId: body.user_id }, 'PRIVILEGE not published'),
      );
    return answer;
  });
}
