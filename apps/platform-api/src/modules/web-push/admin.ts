import type { AdminPushTestResult } from '@casino/contracts/web-push';
import * as webPushApi from '@casino/contracts/web-push';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { adminRoute, audit } from '../admin';
import { WEB_PUSH_MESSAGES } from './strings';

/**
 * Staff: the VAPID public key, and a test push to every browser of one member. The push goes out first
 * (no transaction is held open while push services answer), then the audit row records who sent what and
 * how it went.
 */
export function webPushAdminRoutes(app: FastifyInstance): void {
  adminRoute(app, webPushApi.adminPushKey, async () => ({
    public_key: app.webPush.publicKey,
    subject: app.webPush.subject,
    created_at: app.webPush.keysCreatedAt,
  }));

  adminRoute(app, webPushApi.adminPushTest, async ({ body, admin, request }) => {
    const { rows } = await app.db.query<{ id: number; username: string }>(
      'SELECT id, username FROM users WHERE username = $1',
      [body.username],
    );
    const member = rows[0];
    if (!member) throw new AppError(404, 'NOT_FOUND', WEB_PUSH_MESSAGES.memberNotFound);

    const message = {
      title: body.title,
      body: body.body,
      url: body.url,
      ...(body.icon ? { icon: body.icon } : {}),
    };
    const outcomes = await app.webPush.sendToMember(member.id, message);
    const failures = outcomes.flatMap((outcome) =>
      outcome.ok
        ? []
        : [
            {
              subscription_id: outcome.subscriptionId,
              status: outcome.status,
              error: outcome.error,
              removed: outcome.removed,
            },
          ],
    );
    const result: AdminPushTestResult = {
      user_id: member.id,
      username: member.username,
      subscriptions: outcomes.length,
      sent: outcomes.length - failures.length,
      failed: failures.length,
      removed: failures.filter((failure) => failure.removed).length,
      failures,
    };
    await audit(app.db, {
      adminId: admin.id,
      action: 'push.test',
      targetType: 'member',
      targetId: member.id,
      reason: body.reason ?? null,
      after: { message, ...result },
      ip: request.ip,
    });
    return result;
  });
}
