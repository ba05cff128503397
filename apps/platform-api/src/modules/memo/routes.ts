import multipart from '@fastify/multipart';
import * as memoApi from '@casino/contracts/memo';
import { MEMO_IMAGE_MAX_BYTES, MEMO_IMAGE_PATH } from '@casino/contracts/memo';
import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../../http/errors';
import { paging } from '../../http/find';
import { memberRoute } from '../../http/route';
import { readUpload, receiveImageUpload, sendImage } from '../../uploads';
import { adminRoute, audit } from '../admin';
import { publishMemoNotice } from './events';
import {
  assertMemoFeature,
  listTopics,
  markRead,
  markReadModal,
  memberReply,
  rewardPopups,
  staffReply,
  staffWrite,
  topicDetail,
  unreadCount,
  writeMemberMemo,
} from './memos';
import { MEMO_MESSAGES } from './strings';

const topicId = (id: string) => {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new AppError(404, 'NOT_FOUND', MEMO_MESSAGES.notFound);
  return value;
};

/** The audit's target: the ids of a short list, the size of a long one. */
const targetOf = (ids: number[]) => (ids.length <= 20 ? ids.join(',') : `${ids.length} members`);

/** Spec 6's memo inbox for members, the staff side, and the memo images. */
export async function memoRoutes(app: FastifyInstance) {
  // Scoped to this plugin: only upload-message accepts multipart here.
  await app.register(multipart, {
    limits: { fileSize: MEMO_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const timeZone = app.config.brand.time_zone;

  memberRoute(app, memoApi.messageFind, async ({ member, query }) => {
    await assertMemoFeature(app.db);
    return listTopics(app.db, member.userId, { tab: query.tab, ...paging(query) });
  });

  memberRoute(app, memoApi.messageCountFind, async ({ member }) => {
    await assertMemoFeature(app.db);
    return { count: await unreadCount(app.db, member.userId) };
  });

  memberRoute(app, memoApi.memoGet, async ({ member, id }) => {
    await assertMemoFeature(app.db);
    const topic = topicId(id);
    await markRead(app.db, topic, member.userId);
    return (await topicDetail(app.db, topic, member.userId)).detail;
  });

  memberRoute(app, memoApi.rewardPopupFind, async ({ member }) => {
    await assertMemoFeature(app.db);
    const data = await rewardPopups(app.db, member.userId, timeZone);
    return { total: data.length, limit: data.length, skip: 0, data };
  });

  memberRoute(app, memoApi.memoPatch, async ({ member, id }) => {
    await assertMemoFeature(app.db);
    return markReadModal(app.db, topicId(id), member.userId);
  });

  memberRoute(app, memoApi.sendMessageCreate, async ({ member, body }) => {
    await assertMemoFeature(app.db);
    const id = await app.db.transaction((tx) => writeMemberMemo(tx, member.userId, body));
    return (await topicDetail(app.db, id, member.userId)).detail;
  });

  memberRoute(app, memoApi.memoReplyCreate, async ({ member, body }) => {
    await assertMemoFeature(app.db);
    await app.db.transaction((tx) => memberReply(tx, member.userId, body));
    return (await topicDetail(app.db, body.message_transaction_header_id, member.userId)).detail;
  });

  memberRoute(app, memoApi.uploadMessageCreate, async ({ member, request }) => {
    await assertMemoFeature(app.db);
    const stored = await receiveImageUpload(app, request, {
      userId: member.userId,
      purpose: 'message',
      messages: {
        missing: MEMO_MESSAGES.imageMissing,
        tooLarge: MEMO_MESSAGES.imageTooLarge,
        unsupported: MEMO_MESSAGES.imageUnsupported,
      },
    });
    return {
      id: stored.id,
      url: `${MEMO_IMAGE_PATH}/${stored.id}`,
      content_type: stored.contentType,
      size: stored.size,
    };
  });

  // The image itself: bytes, not JSON, so a plain route; only the member who uploaded it may read it.
  app.get<{ Params: { id: string } }>(
    `${MEMO_IMAGE_PATH}/:id`,
    { onRequest: app.authenticate, schema: { hide: true } },
    async (request, reply) => {
      const upload = await readUpload(app.db, app.config.uploadDir, request.params.id);
      if (!upload || upload.userId !== request.member?.userId) {
        throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      }
      return sendImage(reply, upload.contentType, upload.data);
    },
  );

  adminRoute(app, memoApi.adminMemoSend, async ({ body, admin, request }) => {
    const written = await app.db.transaction(async (tx) => {
      const topics = await staffWrite(tx, admin.id, {
        userIds: body.all_members ? 'all' : (body.user_ids ?? []),
        category: body.message_type,
        title: body.title_name,
        text: body.message_description,
        allowReply: body.allow_reply,
        isModal: body.is_modal,
      });
      await audit(tx, {
        adminId: admin.id,
        action: 'memo.send',
        targetType: 'memo',
        targetId: body.all_members ? 'all' : targetOf(body.user_ids ?? []),
        reason: null,
        before: null,
        after: {
          title: body.title_name,
          category: body.message_type,
          sent: topics.length,
          is_modal: body.is_modal,
        },
        ip: request.ip,
      });
      return topics;
    });
    for (const topic of written) await publishMemoNotice(app, topic.userId);
    return { sent: written.length, topic_ids: written.map((topic) => topic.topicId) };
  });

  adminRoute(app, memoApi.adminMemoReply, async ({ params, body, admin, request }) => {
    const userId = await app.db.transaction(async (tx) => {
      const owner = await staffReply(tx, params.id, admin.id, body.message_description);
      await audit(tx, {
        adminId: admin.id,
        action: 'memo.reply',
        targetType: 'memo',
        targetId: params.id,
        reason: null,
        before: null,
        after: { length: body.message_description.length },
        ip: request.ip,
      });
      return owner;
    });
    await publishMemoNotice(app, userId);
    return (await topicDetail(app.db, params.id, null)).detail;
  });

  adminRoute(app, memoApi.adminMemoGet, async ({ params }) => {
    const { detail, userId } = await topicDetail(app.db, params.id, null);
    return { ...detail, user_id: userId };
  });
}
