import * as contactApi from '@casino/contracts/contact';
import type { FastifyInstance } from 'fastify';
import { uniqueViolation } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { adminRoute, audit } from '../admin';
import {
  contactChannel,
  listContactChannels,
  lockContactChannels,
  removeContactChannel,
  writeContactChannel,
} from './contact-channels';

/** English texts of the contact channels' refusals; the web localizes by reason. */
export const CONTACT_MESSAGES = {
  notFound: 'Contact channel not found',
  nameTaken: 'Another contact channel already has this name',
} as const;

/**
 * Staff's contact channels: the list, create or replace (one default at a time), remove; each audited in
 * its transaction. The content security policy reads the chat vendors again on the next page load.
 */
export function contactAdminRoutes(app: FastifyInstance): void {
  adminRoute(app, contactApi.contactChannelsList, async () => ({ data: await listContactChannels(app.db) }));

  adminRoute(app, contactApi.contactChannelSave, async ({ body, admin, request }) => {
    const { id, reason, ...fields } = body;
    const after = await app.db
      .transaction(async (tx) => {
        await lockContactChannels(tx);
        const before = id === undefined ? null : await contactChannel(tx, id);
        if (id !== undefined && !before) throw new AppError(404, 'NOT_FOUND', CONTACT_MESSAGES.notFound);
        const saved = await writeContactChannel(tx, id, fields);
        await audit(tx, {
          adminId: admin.id,
          action: before ? 'contact_channel.update' : 'contact_channel.create',
          targetType: 'contact_channel',
          targetId: saved.id,
          reason: reason ?? null,
          before,
          after: saved,
          ip: request.ip,
        });
        return saved;
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) === null) throw error;
        throw new AppError(409, 'CONFLICT', CONTACT_MESSAGES.nameTaken, [
          fieldError('body.name', CONTACT_MESSAGES.nameTaken),
        ]);
      });
    app.thirdPartyPolicy.invalidate();
    return after;
  });

  adminRoute(app, contactApi.contactChannelRemove, async ({ params, body, admin, request }) => {
    const removed = await app.db.transaction(async (tx) => {
      await lockContactChannels(tx);
      const before = await contactChannel(tx, params.id);
      if (!before) throw new AppError(404, 'NOT_FOUND', CONTACT_MESSAGES.notFound);
      await removeContactChannel(tx, params.id);
      await audit(tx, {
        adminId: admin.id,
        action: 'contact_channel.remove',
        targetType: 'contact_channel',
        targetId: params.id,
        reason: body.reason ?? null,
        before,
        after: null,
        ip: request.ip,
      });
      return before;
    });
    app.thirdPartyPolicy.invalidate();
    return { removed };
  });
}
