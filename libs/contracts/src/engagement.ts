// The site's engagement layer (spec 2's default layout, spec 4): the starter modal on a member's first
// login, the operator's welcome and announcement pop-ups per language and page, and the push prompt's
// trigger allowance. Its own entry point (`@casino/contracts/engagement`), so the site's first load does
// not carry it; the layer loads it lazily with its chunk.
import './zod-config';
import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { PageGroup } from './entities/config';
import { noQuery, paginated, queryFlag, queryId } from './query';

/**
 * The page groups a pop-up may be shown on (`page_show_list`): those of the default layout, which mounts
 * the engagement layer (login's and the account area's pages have layouts of their own).
 */
export const PopupPage = PageGroup.exclude(['login', 'setting']);
export const POPUP_PAGES = PopupPage.options;
export type PopupPage = z.infer<typeof PopupPage>;

/**
 * starter: the operator's words in the starter modal a member sees on their first login; welcome and
 * announcement: shown to everyone on the page, welcome ones first.
 */
export const PopupKind = z.enum(['starter', 'welcome', 'announcement']);
export type PopupKind = z.infer<typeof PopupKind>;

export const POPUP_TITLE_MAX = 120;
export const POPUP_BODY_MAX = 2000;

/** An image over HTTPS or on the site itself (`/...`); nothing a browser would run or fetch in clear. */
export const PopupImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s/]+|\/(?!\/))\S*$/, 'Must be an https:// address or a path on the site');

/** One pop-up as the site shows it: plain text (a blank line starts a paragraph), never HTML. */
export const NotificationPopup = z.object({
  id: z.number().int().positive(),
  kind: PopupKind,
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  /** Changes on every edit: "Do not show again" is remembered per id and this, so an edit shows again. */
  updated_at: z.iso.datetime({ offset: true }),
});
export type NotificationPopup = z.infer<typeof NotificationPopup>;

/** Spec 3's push trigger: 1 shows the fake allow prompt first, 0 asks the browser straight away. */
const ZeroOrOne = z.union([z.literal(0), z.literal(1)]);
export const TriggerAllowance = z.object({ is_active: ZeroOrOne });
export type TriggerAllowance = z.infer<typeof TriggerAllowance>;

export const FirstLogin = z.object({
  /** True until the member has seen the starter modal once. */
  first_login: z.boolean(),
});
export type FirstLogin = z.infer<typeof FirstLogin>;

export const notificationModalFind = defineEndpoint({
  service: 'notification-modal',
  scope: 'pb',
  method: 'find',
  summary: 'The active pop-ups of one language whose page_show_list has the page; welcome ones first.',
  query: z.strictObject({ language_id: queryId, page_name: PopupPage }),
  response: paginated(NotificationPopup),
});

export const triggerAllowanceFind = defineEndpoint({
  service: 'trigger-allowance',
  scope: 'pb',
  method: 'find',
  summary: "Whether the push prompt starts with the fake allow prompt (1) or the browser's own (0).",
  query: noQuery,
  response: TriggerAllowance,
});

export const usersFirstLoginFind = defineEndpoint({
  service: 'users-first-login',
  scope: 'mb',
  method: 'find',
  summary: 'Whether the member has yet to see the starter modal.',
  query: noQuery,
  response: FirstLogin,
});

export const usersFirstLoginCreate = defineEndpoint({
  service: 'users-first-login',
  scope: 'mb',
  method: 'create',
  summary: 'The member has seen the starter modal: it does not show again.',
  body: z.strictObject({}),
  response: FirstLogin,
});

const reason = z.string().trim().min(1).max(500).optional();

/** A pop-up as staff see it: the site's fields and where and whether it shows. */
export const AdminPopup = NotificationPopup.extend({
  is_active: z.boolean(),
  language_id: z.number().int().positive(),
  language_code: z.string(),
  page_show_list: z.array(PopupPage),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminPopup = z.infer<typeof AdminPopup>;

/** A new pop-up, or (with `id`) the whole of an existing one replaced. */
export const AdminPopupBody = z.strictObject({
  id: z.number().int().positive().optional(),
  kind: PopupKind,
  language_id: z.number().int().positive(),
  page_show_list: z
    .array(PopupPage)
    .min(1)
    .max(POPUP_PAGES.length)
    .refine((pages) => new Set(pages).size === pages.length, 'Name each page once'),
  title: z.string().trim().min(1).max(POPUP_TITLE_MAX),
  body: z.string().trim().min(1).max(POPUP_BODY_MAX),
  image_url: PopupImageUrl.nullable().default(null),
  is_active: z.boolean().default(true),
  reason,
});
export type AdminPopupBody = z.input<typeof AdminPopupBody>;

export const adminPopupList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/popups',
  query: z.strictObject({ language_id: queryId.optional(), active: queryFlag.optional() }),
  response: z.object({ data: z.array(AdminPopup) }),
  summary: 'Every pop-up (of one language, active or not when asked), newest first.',
});

export const adminPopupSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/popups',
  body: AdminPopupBody,
  response: AdminPopup,
  summary: 'Create a pop-up, or replace one by id (its updated_at changes, so it shows again); audited.',
});

export const adminPopupOff = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/popups/:id/off',
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  body: z.strictObject({ reason }),
  response: AdminPopup,
  summary: 'Stop showing a pop-up (kept for the record; saving it active again shows it); audited.',
});

export const adminPopupOn = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/popups/:id/on',
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  body: z.strictObject({ reason }),
  response: AdminPopup,
  summary:
    'Show a pop-up again as it was written (members who chose "Do not show again" still do not see it); audited.',
});

export const adminTriggerAllowanceGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/trigger-allowance',
  response: TriggerAllowance,
  summary: "The push prompt's trigger allowance.",
});

export const adminTriggerAllowanceSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/trigger-allowance',
  body: z.strictObject({ is_active: ZeroOrOne, reason }),
  response: TriggerAllowance,
  summary: 'Fake allow prompt first (1) or the browser prompt straight away (0); audited.',
});
