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

  adminRoute(app, privilegesApi.adminMemberPrivilegeSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
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
    }),
  );
}
