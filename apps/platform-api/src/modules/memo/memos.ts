import type { Paginated } from '@casino/contracts';
import type {
  MemoCategory,
  MemoDetail,
  MemoItem,
  MemoMessage,
  MemoTab,
  MemoTemplate,
} from '@casino/contracts/memo';
import { businessDayOf, businessDayStart } from '@casino/contracts';
import { MEMO_IMAGE_PATH } from '@casino/contracts/memo';
import type { Queryable } from '../../db/types';
import { AppError, fieldError } from '../../http/errors';
import { findPage } from '../../http/find';
import { fillText, MEMO_MESSAGES, PLATFORM_MEMO_TEXT } from './strings';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface TopicRow {
  id: number;
  user_id: number;
  tab: MemoTab;
  category: MemoCategory;
  title: string;
  first_body: string | null;
  template: MemoTemplate | null;
  params: Record<string, string>;
  allow_reply: boolean;
  is_read: boolean;
  is_modal: boolean;
  is_read_modal: boolean;
  created_at: string;
  updated_at: string;
}

const TOPIC_COLUMNS = `t.id::int AS id, t.user_id, t.tab, t.category, t.title, t.template, t.params,
  t.allow_reply, t.is_read, t.is_modal, t.is_read_modal,
  (SELECT m.body FROM memo_messages m WHERE m.topic_id = t.id ORDER BY m.id LIMIT 1) AS first_body,
  ${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at`;

function toItem(row: TopicRow): MemoItem {
  return {
    message_transaction_header_id: row.id,
    tab: row.tab,
    message_type: row.category,
    title_name: row.title,
    message_description: row.first_body ?? '',
    template: row.template,
    params: row.params,
    allow_reply: row.allow_reply,
    is_read: row.is_read,
    is_modal: row.is_modal,
    is_read_modal: row.is_read_modal,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Spec 2: the memo pages and calls exist only while the brand's config list has Personal Message. */
export async function assertMemoFeature(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ on: boolean }>(
    `SELECT COALESCE(value -> 'configList' @> '["Personal Message"]'::jsonb, false) AS on
       FROM settings WHERE key = 'custom_function'`,
  );
  if (!rows[0]?.on) throw new AppError(403, 'FORBIDDEN', MEMO_MESSAGES.featureOff);
}

export async function listTopics(
  db: Queryable,
  userId: number,
  query: { tab: MemoTab; sort?: Partial<Record<'updatedAt', 1 | -1>>; limit?: number; skip?: number },
): Promise<Paginated<MemoItem>> {
  const page = await findPage<TopicRow>(db, {
    from: 'memo_topics t',
    columns: TOPIC_COLUMNS,
    filters: { 't.user_id': userId, 't.tab': query.tab },
    sort: query.sort ?? { updatedAt: -1 },
    sortColumns: { updatedAt: 't.updated_at' },
    defaultOrder: 't.id DESC',
    ...(query.limit === undefined ? {} : { limit: query.limit }),
    ...(query.skip === undefined ? {} : { skip: query.skip }),
  });
  return { ...page, data: page.data.map(toItem) };
}

/** Unread topics of the inbox: the badge's number. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM memo_topics WHERE user_id = $1 AND tab = 'inbox' AND NOT is_read`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/**
 * The topic for its member (or for staff when `userId` is null); a topic of another member is
 * answered exactly like one that does not exist.
 */
async function topicRow(db: Queryable, id: number, userId: number | null, lock = false) {
  const { rows } = await db.query<TopicRow>(
    `SELECT ${TOPIC_COLUMNS} FROM memo_topics t WHERE t.id = $1 AND ($2::int IS NULL OR t.user_id = $2)
     ${lock ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
  const row = rows[0];
  if (!row) throw new AppError(404, 'NOT_FOUND', MEMO_MESSAGES.notFound);
  return row;
}

export async function topicDetail(db: Queryable, id: number, userId: number | null) {
  const row = await topicRow(db, id, userId);
  const history = await db.query<{
    id: number;
    author: MemoMessage['author'];
    body: string;
    image_upload_id: string | null;
    created_at: string;
  }>(
    `SELECT id::int AS id, author, body, image_upload_id, ${iso('created_at')} AS created_at
       FROM memo_messages WHERE topic_id = $1 ORDER BY id`,
    [id],
  );
  const detail: MemoDetail = {
    topic: toItem(row),
    history: history.rows.map((m) => ({
      id: m.id,
      author: m.author,
      message_description: m.body,
      message_img_url: m.image_upload_id ? `${MEMO_IMAGE_PATH}/${m.image_upload_id}` : null,
      createdAt: m.created_at,
    })),
  };
  return { detail, userId: row.user_id };
}

/** Opening a topic marks it read. */
export async function markRead(db: Queryable, id: number, userId: number): Promise<void> {
  await db.query(`UPDATE memo_topics SET is_read = true WHERE id = $1 AND user_id = $2 AND NOT is_read`, [
    id,
    userId,
  ]);
}

/** Spec 6: modal memos not yet read in the modal, today's newest first, then the older ones oldest first. */
export async function rewardPopups(
  db: Queryable,
  userId: number,
  timeZone: string,
  now = new Date(),
): Promise<MemoItem[]> {
  const todayStart = businessDayStart(businessDayOf(now, timeZone), timeZone);
  const { rows } = await db.query<TopicRow>(
    `SELECT ${TOPIC_COLUMNS} FROM memo_topics t
      WHERE t.user_id = $1 AND t.tab = 'inbox' AND t.is_modal AND NOT t.is_read_modal
      ORDER BY (t.created_at >= $2) DESC,
               CASE WHEN t.created_at >= $2 THEN t.created_at END DESC,
               CASE WHEN t.created_at < $2 THEN t.created_at END ASC, t.id
      LIMIT 50`,
    [userId, todayStart.toISOString()],
  );
  return rows.map(toItem);
}

export async function markReadModal(db: Queryable, id: number, userId: number): Promise<MemoItem> {
  await topicRow(db, id, userId);
  await db.query(`UPDATE memo_topics SET is_read_modal = true, is_read = true WHERE id = $1`, [id]);
  return toItem(await topicRow(db, id, userId));
}

/** The member's own upload of an image for a memo, by the url upload-message answered. */
async function imageOf(tx: Queryable, userId: number, url: string | undefined): Promise<string | null> {
  if (url === undefined) return null;
  const id = url.slice(MEMO_IMAGE_PATH.length + 1);
  const { rows } = await tx.query(
    `SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2 AND purpose = 'message'`,
    [id, userId],
  );
  if (rows.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', MEMO_MESSAGES.imageNotFound, [
      fieldError('body.message_img_url', MEMO_MESSAGES.imageNotFound),
    ]);
  }
  return id;
}

async function addMessage(
  tx: Queryable,
  topicId: number,
  message: { author: MemoMessage['author']; adminId?: number; body: string; imageId?: string | null },
) {
  await tx.query(
    `INSERT INTO memo_messages (topic_id, author, admin_id, body, image_upload_id) VALUES ($1, $2, $3, $4, $5)`,
    [topicId, message.author, message.adminId ?? null, message.body, message.imageId ?? null],
  );
}

/** The member writes to staff: a new topic in their sent tab, which they may continue. */
export async function writeMemberMemo(
  tx: Queryable,
  userId: number,
  body: {
    message_type: MemoCategory;
    title_name: string;
    message_description: string;
    message_img_url?: string;
  },
): Promise<number> {
  const imageId = await imageOf(tx, userId, body.message_img_url);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO memo_topics (user_id, tab, category, title, allow_reply, is_read)
     VALUES ($1, 'sent', $2, $3, true, true) RETURNING id::int AS id`,
    [userId, body.message_type, body.title_name],
  );
  const id = rows[0]!.id;
  await addMessage(tx, id, { author: 'member', body: body.message_description, imageId });
  return id;
}

/** The member answers in their own topic, where it takes replies. */
export async function memberReply(
  tx: Queryable,
  userId: number,
  body: { message_transaction_header_id: number; message_description: string; message_img_url?: string },
): Promise<void> {
  const topic = await topicRow(tx, body.message_transaction_header_id, userId, true);
  if (!topic.allow_reply) throw new AppError(403, 'FORBIDDEN', MEMO_MESSAGES.replyClosed);
  const imageId = await imageOf(tx, userId, body.message_img_url);
  await addMessage(tx, topic.id, { author: 'member', body: body.message_description, imageId });
  await tx.query(`UPDATE memo_topics SET updated_at = now() WHERE id = $1`, [topic.id]);
}

/** Staff answer in a member's topic; it shows as unread in the member's inbox count again if it is theirs. */
export async function staffReply(tx: Queryable, topicId: number, adminId: number, text: string) {
  const topic = await topicRow(tx, topicId, null, true);
  await addMessage(tx, topic.id, { author: 'staff', adminId, body: text });
  await tx.query(`UPDATE memo_topics SET updated_at = now(), is_read = (tab = 'sent') WHERE id = $1`, [
    topic.id,
  ]);
  return topic.user_id;
}

/** Staff write one memo to each of the members; each gets their own topic in the inbox. */
export async function staffWrite(
  tx: Queryable,
  adminId: number,
  memo: {
    userIds: number[] | 'all';
    category: MemoCategory;
    title: string;
    text: string;
    allowReply: boolean;
    isModal: boolean;
  },
): Promise<{ topicId: number; userId: number }[]> {
  let userIds: number[];
  if (memo.userIds === 'all') {
    userIds = (await tx.query<{ id: number }>('SELECT id FROM users ORDER BY id')).rows.map((r) => r.id);
  } else {
    const wanted = [...new Set(memo.userIds)];
    const found = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [wanted])).rows.map(
        (r) => r.id,
      ),
    );
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(
        404,
        'NOT_FOUND',
        fillText(MEMO_MESSAGES.membersNotFound, { ids: missing.join(', ') }),
      );
    }
    userIds = wanted;
  }
  if (userIds.length === 0) return [];
  const topics = await tx.query<{ id: number; user_id: number }>(
    `INSERT INTO memo_topics (user_id, tab, category, title, allow_reply, is_modal)
     SELECT u, 'inbox', $2, $3, $4, $5 FROM unnest($1::int[]) AS u
     RETURNING id::int AS id, user_id`,
    [userIds, memo.category, memo.title, memo.allowReply, memo.isModal],
  );
  await tx.query(
    `INSERT INTO memo_messages (topic_id, author, admin_id, body)
     SELECT t, 'staff', $2, $3 FROM unnest($1::bigint[]) AS t`,
    [topics.rows.map((r) => r.id), adminId, memo.text],
  );
  return topics.rows.map((r) => ({ topicId: r.id, userId: r.user_id }));
}

/** One memo the platform writes; `sourceKey` names the outcome, so a replay writes nothing twice. */
export interface PlatformMemo {
  userId: number;
  category: MemoCategory;
  template: MemoTemplate;
  params: Record<string, string>;
  sourceKey: string;
}

/**
 * Memos the platform writes on outcomes (deposit credited, cashback paid...), in the transaction of those
 * outcomes: one statement for any number of them (a daily job's chunk). Answers how many were new.
 */
export async function writePlatformMemos(tx: Queryable, memos: readonly PlatformMemo[]): Promise<number> {
  if (memos.length === 0) return 0;
  const { rows } = await tx.query<{ written: number }>(
    `WITH v AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS v(user_id, category, title, template, params, source_key, body)
     ), topics AS (
       INSERT INTO memo_topics (user_id, tab, category, title, template, params, source_key)
       SELECT user_id, 'inbox', category, title, template, params::jsonb, source_key FROM v
       ON CONFLICT (source_key) DO NOTHING RETURNING id, source_key
     ), messages AS (
       INSERT INTO memo_messages (topic_id, author, body)
       SELECT topics.id, 'platform', v.body FROM topics JOIN v USING (source_key) RETURNING 1
     )
     SELECT count(*)::int AS written FROM messages`,
    [
      memos.map((memo) => memo.userId),
      memos.map((memo) => memo.category),
      memos.map((memo) => PLATFORM_MEMO_TEXT[memo.template].title),
      memos.map((memo) => memo.template),
      memos.map((memo) => JSON.stringify(memo.params)),
      memos.map((memo) => memo.sourceKey),
      memos.map((memo) => fillText(PLATFORM_MEMO_TEXT[memo.template].body, memo.params)),
    ],
  );
  return rows[0]?.written ?? 0;
}

/** One memo the platform writes (see writePlatformMemos); answers whether it was new. */
export async function writePlatformMemo(tx: Queryable, memo: PlatformMemo): Promise<boolean> {
  return (await writePlatformMemos(tx, [memo])) === 1;
}
