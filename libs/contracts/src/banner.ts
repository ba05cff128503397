// The home page's banner carousel (spec 7's public `system-banner`): the operator's banners in the
// visitor's language, each an image with its words as text (so they are read out and translated), an
// optional link, an order and a window in which it shows. Its own entry point
// (`@casino/contracts/banner`), so the site's first load does not carry it; the carousel loads it lazily.
import './zod-config';
import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { paginated, queryId } from './query';

/** At most this many banners answer one call: a carousel longer than this is not looked through. */
export const BANNERS_MAX = 10;

/**
 * A path on the site without the language prefix (`promotions`, `games?category=slots`): the site adds
 * the visitor's language. Never a scheme or `//`, so it cannot leave the site.
 */
export const BannerRoute = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?![/\\])(?!.*:)[A-Za-z0-9_\-/?=&.%]+$/, 'Must be a path on the site without the language');

/** An image over HTTPS or on the site itself (`/...`); nothing a browser would run or fetch in clear. */
export const BannerImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s/]+|\/(?!\/))\S*$/, 'Must be an https:// address or a path on the site');

/** One banner as the site shows it, in the requested language (English when it has none in it). */
export const SystemBanner = z.object({
  id: z.number().int().positive(),
  /** The headline drawn over the artwork. */
  title: z.string(),
  /** One line under the headline; may be empty. */
  subtitle: z.string(),
  /** The words of its button when it links somewhere; null without a link. */
  cta_label: z.string().nullable(),
  image_url: BannerImageUrl,
  /** The artwork's intrinsic size: the carousel keeps this ratio, so nothing moves when it loads. */
  image_width: z.number().int().positive(),
  image_height: z.number().int().positive(),
  /** A page of the site (`promotions`), or null. */
  route: BannerRoute.nullable(),
  /** An address elsewhere (https only), or null; a route wins when both are set. */
  link_url: z
    .string()
    .regex(/^https:\/\/\S+$/)
    .nullable(),
  order_no: z.number().int(),
  /** The window it shows in; null ends are open. */
  start_at: z.iso.datetime({ offset: true }).nullable(),
  end_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SystemBanner = z.infer<typeof SystemBanner>;

export const systemBannerFind = defineEndpoint({
  service: 'system-banner',
  scope: 'pb',
  method: 'find',
  summary: 'The active banners of one language whose window holds now, by order_no.',
  query: z.strictObject({ language_id: queryId }),
  response: paginated(SystemBanner),
});

/** A banner's words and image in one language, as staff write them. */
export const BannerText = z.strictObject({
  language_id: z.number().int().positive(),
  title: z.string().trim().min(1).max(80),
  subtitle: z.string().trim().max(160).default(''),
  cta_label: z.string().trim().min(1).max(40).nullable().default(null),
  image_url: BannerImageUrl,
  image_width: z.number().int().positive().max(4000),
  image_height: z.number().int().positive().max(4000),
});
export type BannerText = z.infer<typeof BannerText>;

/** A banner as staff see it: every language's words, whether and when it shows. */
export const AdminBanner = z.object({
  id: z.number().int().positive(),
  route: BannerRoute.nullable(),
  link_url: z.string().nullable(),
  order_no: z.number().int(),
  is_active: z.boolean(),
  start_at: z.iso.datetime({ offset: true }).nullable(),
  end_at: z.iso.datetime({ offset: true }).nullable(),
  texts: z.array(BannerText.extend({ language_code: z.string() })),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

/** A new banner, or (with `id`) the whole of an existing one replaced, its languages included. */
export const AdminBannerBody = z
  .strictObject({
    id: z.number().int().positive().optional(),
    route: BannerRoute.nullable().default(null),
    link_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/\S+$/, 'Must be an https:// address')
      .nullable()
      .default(null),
    order_no: z.number().int().min(0).max(10_000).default(0),
    is_active: z.boolean().default(true),
    start_at: z.iso.datetime({ offset: true }).nullable().default(null),
    end_at: z.iso.datetime({ offset: true }).nullable().default(null),
    texts: z
      .array(BannerText)
      .min(1)
      .refine(
        (texts) => new Set(texts.map((text) => text.language_id)).size === texts.length,
        'Write each language once',
      ),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((body) => !body.start_at || !body.end_at || Date.parse(body.end_at) > Date.parse(body.start_at), {
    message: 'Must end after it starts',
    path: ['end_at'],
  });
export type AdminBannerBody = z.input<typeof AdminBannerBody>;

export const adminBannerList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/banners',
  response: z.object({ data: z.array(AdminBanner) }),
  summary: 'Every banner with its words in each language, by order_no, shown or not.',
});

export const adminBannerSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/banners',
  body: AdminBannerBody,
  response: AdminBanner,
  summary: 'Create a banner, or replace one by id (its languages too: those left out are removed); audited.',
});
