import type { PushMessage } from '@casino/contracts/web-push';
import * as webPushApi from '@casino/contracts/web-push';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { memberRoute, route } from '../../http/route';
import { webPushAdminRoutes } from './admin';
import { endpointVerdict } from './endpoint-policy';
import type { SendOutcome } from './send';
import { sendPush } from './send';
import { WEB_PUSH_MESSAGES } from './strings';
import { removeOwnSubscription, subscriptionsOf, upsertSubscription } from './subscriptions';
import { loadVapidKeys, vapidSubjectOf } from './vapid';

export interface WebPush {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** When the key pair was made (the API's first start). */
  keysCreatedAt: string;
  /** The VAPID contact push services see. */
  subject: string;
  /** One push to each of the member's browsers, side by side; gone ones are removed. */
  sendToMember(userId: number, message: PushMessage): Promise<SendOutcome[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPush: WebPush;
  }
}

const USER_AGENT_MAX = 300;
/** Ids are `serial`: a larger number names no subscription. */
const INT4_MAX = 2_147_483_647;

/**
 * Web Push: the VAPID key pair (made on the first start, see loadVapidKeys), the public key for the
 * browser's subscribe, a member's subscribe and unsubscribe (their own browsers only), `app.webPush` for
 * modules that push, and staff's test push.
 */
export default fp(
  async function webPushRoutes(app: FastifyInstance) {
    const keys = await loadVapidKeys(app.db);
    const sender = {
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      subject: vapidSubjectOf(app.config.mail.from),
      devTools: app.config.devTools,
    };
    app.decorate('webPush', {
      publicKey: keys.publicKey,
      keysCreatedAt: keys.createdAt,
      subject: sender.subject,
      async sendToMember(userId, message) {
        const subscriptions = await subscriptionsOf(app.db, userId);
        return Promise.all(
          subscriptions.map((subscription) => sendPush(app.db, sender, subscription, message)),
        );
      },
    } satisfies WebPush);

    route(app, webPushApi.pushPublicKeyFind, async () => ({ public_key: keys.publicKey }));

    memberRoute(app, webPushApi.pushSubscriptionCreate, async ({ body, member, request }) => {
      const verdict = endpointVerdict(body.endpoint, app.config.devTools);
      if (!verdict.allowed) {
        throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [
          fieldError('body.endpoint', `${WEB_PUSH_MESSAGES.endpointRefused} (${verdict.why})`),
        ]);
      }
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
      return app.db.transaction((tx) =>
        upsertSubscription(tx, member.userId, {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent,
        }),
      );
    });

    memberRoute(app, webPushApi.pushSubscriptionRemove, async ({ id, member }) => {
      const subscriptionId = /^[1-9]\d*$/.test(id) && Number(id) <= INT4_MAX ? Number(id) : null;
      if (subscriptionId === null || !(await removeOwnSubscription(app.db, member.userId, subscriptionId))) {
        throw new AppError(404, 'NOT_FOUND', WEB_PUSH_MESSAGES.subscriptionNotFound);
      }
      return { id: subscriptionId };
    });

    webPushAdminRoutes(app);
  },
  { name: 'web-push-routes', dependencies: ['admin'] },
);
