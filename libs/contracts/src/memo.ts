// The memo inbox's contracts: their own entry point (`@casino/contracts/memo`), so the site's first load,
// which carries the contracts' index, does not carry these; the memo pages load them with their chunk.
import './zod-config';
import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { listQuery, noQuery, paginated, queryFlag } from './query';

/** Spec 6: the memo categories (`message_type`). */
export const MEMO_CATEGORIES = [
  'Affiliate',
  'Auto Message',
  'Cashback',
  'Deposit',
  'Member',
  'Payment',
  'Point',
  'Promotion',
  'Rebate',
  'Redeem',
  'Withdraw',
] as const;
export const MemoCategory = z.enum(MEMO_CATEGORIES);
export type MemoCategory = z.infer<typeof MemoCategory>;

/** The categories a member may pick when writing a memo to staff. */
export const MEMBER_MEMO_CATEGORIES = [
  'Affiliate',
  'Cashback',
  'Deposit',
  'Member',
  'Payment',
  'Point',
  'Promotion',
  'Rebate',
  'Redeem',
  'Withdraw',
] as const satisfies readonly MemoCategory[];

/**
 * Memos the platform writes itself: the web shows them in the member's language from the template and
 * its params; `title_name` and `message_description` carry the English text for everyone else.
 */
export const MemoTemplate = z.enum([
  'deposit_credited',
  'deposit_refused',
  'withdrawal_approved',
  'withdrawal_refused',
  'promotion_received',
  'promotion_completed',
  'promotion_expired',
  'cashback_paid',
  'rebate_paid',
  'money_received',
  'level_up',
  'birthday_bonus',
  'quest_completed',
  'quest_reward',
  'reward_approved',
  'reward_shipped',
  'reward_rejected',
  'affiliate_paid',
]);
export type MemoTemplate = z.infer<typeof MemoTemplate>;

/** inbox: staff or the platform wrote to the member; sent: the member started the topic. */
export const MemoTab = z.enum(['inbox', 'sent']);
export type MemoTab = z.infer<typeof MemoTab>;

export const MEMO_TITLE_MAX = 120;
export const MEMO_TEXT_MAX = 2000;
/** The badge shows the exact count below this and `99+` from it on; the client stops refetching there. */
export const MEMO_COUNT_CAP = 100;

/** One topic as lists show it (spec 6's inbox item). */
export const MemoItem = z.object({
  /** The topic's id. */
  message_transaction_header_id: z.number().int().positive(),
  tab: MemoTab,
  message_type: MemoCategory,
  title_name: z.string(),
  /** The first message's text. */
  message_description: z.string(),
  template: MemoTemplate.nullable(),
  params: z.record(z.string(), z.string()),
  allow_reply: z.boolean(),
  is_read: z.boolean(),
  is_modal: z.boolean(),
  is_read_modal: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the last message of the topic was written. */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type MemoItem = z.infer<typeof MemoItem>;

/** One message of a topic's history. */
export const MemoMessage = z.object({
  id: z.number().int().positive(),
  /** member: the member wrote it; staff: a staff member; platform: written automatically. */
  author: z.enum(['member', 'staff', 'platform']),
  message_description: z.string(),
  /** The attached image's address (readable by the topic's member), or null. */
  message_img_url: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MemoMessage = z.infer<typeof MemoMessage>;

/** Spec 6's memo detail: the topic and its history, oldest first. */
export const MemoDetail = z.object({ topic: MemoItem, history: z.array(MemoMessage) });
export type MemoDetail = z.infer<typeof MemoDetail>;

const text = z.string().trim().min(1).max(MEMO_TEXT_MAX);
/** An image the member uploaded with upload-message: its `url`. */
const imageUrl = z
  .string()
  .regex(/^\/api\/mb\/upload-message\/[0-9a-f]{32}$/)
  .optional();

export const WriteMemoBody = z.strictObject({
  message_type: z.enum(MEMBER_MEMO_CATEGORIES),
  title_name: z.string().trim().min(1).max(MEMO_TITLE_MAX),
  message_description: text,
  message_img_url: imageUrl,
});
export type WriteMemoBody = z.infer<typeof WriteMemoBody>;

export const MemoReplyBody = z.strictObject({
  message_transaction_header_id: z.number().int().positive(),
  message_description: text,
  message_img_url: imageUrl,
});
export type MemoReplyBody = z.infer<typeof MemoReplyBody>;

export const MemoUpload = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int().positive(),
});
export type MemoUpload = z.infer<typeof MemoUpload>;

export const MEMO_IMAGE_PATH = '/api/mb/upload-message';
export const MEMO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const messageFind = defineEndpoint({
  service: 'message',
  scope: 'mb',
  method: 'find',
  summary: "The member's memo topics of one tab (inbox or sent), newest activity first, paged.",
  query: listQuery(['updatedAt'], { tab: MemoTab.default('inbox') }),
  response: paginated(MemoItem),
});

export const messageCountFind = defineEndpoint({
  service: 'message-count',
  scope: 'mb',
  method: 'find',
  summary: "Unread inbox topics (the badge's number).",
  query: noQuery,
  response: z.object({ count: z.number().int().min(0) }),
});

export const memoGet = defineEndpoint({
  service: 'memo',
  scope: 'mb',
  method: 'get',
  summary: 'A topic with its history, oldest first; reading it marks it read.',
  /** The page link's `allow_reply` (spec 2); whether a reply is taken is the topic's own `allow_reply`. */
  query: z.strictObject({ allow_reply: queryFlag.optional() }),
  response: MemoDetail,
});

export const rewardPopupFind = defineEndpoint({
  service: 'memo',
  scope: 'mb',
  method: 'find',
  summary:
    "Reward pop-ups: modal memos not yet read in the modal; today's newest first, then older oldest first.",
  query: z.strictObject({ is_modal: z.literal('1') }),
  response: paginated(MemoItem),
});

export const memoPatch = defineEndpoint({
  service: 'memo',
  scope: 'mb',
  method: 'patch',
  summary: 'Marks a reward pop-up read in the modal (is_read_modal).',
  body: z.strictObject({ is_read_modal: z.literal(true) }),
  response: MemoItem,
});

export const sendMessageCreate = defineEndpoint({
  service: 'send-message',
  scope: 'mb',
  method: 'create',
  summary: 'The member writes a memo to staff (a new topic in the sent tab).',
  body: WriteMemoBody,
  response: MemoDetail,
});

export const memoReplyCreate = defineEndpoint({
  service: 'memo-reply',
  scope: 'mb',
  method: 'create',
  summary: 'The member replies in a topic; only where the topic allows replies.',
  body: MemoReplyBody,
  response: MemoDetail,
});

export const uploadMessageCreate = defineEndpoint({
  service: 'upload-message',
  scope: 'mb',
  method: 'create',
  summary: 'Multipart upload of a memo image (field `file`; JPEG, PNG or WebP by content; 2 MB).',
  response: MemoUpload,
});

/** Staff write to one member, a list of members, or every member of the brand. */
export const AdminMemoBody = z
  .strictObject({
    user_ids: z.array(z.number().int().positive()).min(1).max(10_000).optional(),
    all_members: z.literal(true).optional(),
    message_type: MemoCategory,
    title_name: z.string().trim().min(1).max(MEMO_TITLE_MAX),
    message_description: text,
    allow_reply: z.boolean().default(false),
    /** Shown as a reward pop-up once, on the member's next page. */
    is_modal: z.boolean().default(false),
  })
  .refine((body) => (body.user_ids === undefined) !== (body.all_members === undefined), {
    message: 'Give either user_ids or all_members',
    path: ['user_ids'],
  });

export const adminMemoSend = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/memos',
  body: AdminMemoBody,
  response: z.object({ sent: z.number().int().min(0), topic_ids: z.array(z.number().int().positive()) }),
  summary: 'Write a memo to members (ids or all); each gets their own topic; audited.',
});

export const adminMemoReply = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/memos/:id/reply',
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  body: z.strictObject({ message_description: text }),
  response: MemoDetail,
  summary: "Staff answer in a member's topic; audited.",
});

export const adminMemoGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/memos/:id',
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  response: MemoDetail.extend({ user_id: z.number().int().positive() }),
  summary: 'A topic with its history, as staff read it.',
});
