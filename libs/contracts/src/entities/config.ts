import { z } from '../zod-config';
import { PAGE_GROUPS } from './page-groups';
import { Id } from './reference';

/** A `#rrggbb` colour; brands and template_color are validated with it. */
export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a #rrggbb colour');

/**
 * The address of a brand's mobile site: absolute http(s), and a base the visitor's path is appended to, so
 * no credentials, query or fragment.
 */
export const MobileSiteUrl = z
  .url({ protocol: /^https?$/, error: 'Must be an absolute http or https URL' })
  .max(2000)
  .refine(
    (value) => {
      // Zod runs this even after the URL check failed, so an unparsable value is simply not refused twice.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return !url.username && !url.password && !url.search && !url.hash;
    },
    { message: 'Must not carry credentials, a query or a fragment' },
  );

export const GlobalConfig = z.object({
  template_color: HexColor,
  google_tag_management: z.string().nullable(),
  google_analytic_id: z.string().nullable(),
  hotjar_site_id: z.string().nullable(),
  facebook_meta_pixel: z.array(z.string()),
  profile_dob: z.boolean(),
  profile_gender: z.boolean(),
  profile_register_channel: z.boolean(),
  register_with_email: z.boolean(),
  email_required: z.boolean(),
  money_format: z.enum(['full', 'abb']),
  fav_icon: z.string().nullable(),
  /**
   * Not a stored switch: true while the API runs its simulated world (DEV_TOOLS: message outbox, payment
   * simulator, dev staff account). The site then shows a demo ribbon on every page.
   */
  dev_tools: z.boolean(),
  /** Phone visitors are sent here on arrival (spec 2); null: the site serves phones itself. */
  mobile_url: MobileSiteUrl.nullable(),
});
export type GlobalConfig = z.infer<typeof GlobalConfig>;

/** One icon of the installable phone shell (a web manifest icon). */
export const PwaIcon = z.object({
  src: z.string().min(1),
  sizes: z.string().min(1),
  type: z.string().min(1),
  purpose: z.enum(['any', 'maskable']),
});

/**
 * Spec 7's `pwa-config`: what the brand's installable phone shell (casino-mobile at `/m/`) calls itself and
 * how it looks on a home screen; the platform's web manifest for `/m/` is written from it.
 */
export const PwaConfig = z.object({
  name: z.string().min(1),
  /** At most 12 characters: what a home screen shows under the icon. */
  short_name: z.string().min(1).max(12),
  start_url: z.string().min(1),
  scope: z.string().min(1),
  display: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']),
  theme_color: HexColor,
  background_color: HexColor,
  icons: z.array(PwaIcon).min(1),
});
export type PwaConfig = z.infer<typeof PwaConfig>;

/** Per-language site identity. */
export const SystemConfig = z.object({
  id: Id,
  language_id: Id,
  site_name: z.string(),
  logo_url: z.string(),
  maintenance: z.boolean(),
  support_email: z.string(),
});
export type SystemConfig = z.infer<typeof SystemConfig>;

/** The numbers the forms validate against (spec section 5 names them as parameters). */
export const GeneralConfig = z.object({
  username_min_length: z.number().int().positive(),
  username_max_length: z.number().int().positive(),
  login_phone_min_length: z.number().int().positive(),
  default_country_code: z.string().length(2),
  default_currency_code: z.string(),
  minimum_age: z.number().int().positive(),
});
export type GeneralConfig = z.infer<typeof GeneralConfig>;

/** Floating shortcut buttons shown at the side of the page. */
export const StickyItem = z.object({
  id: Id,
  label: z.string(),
  icon: z.string(),
  link: z.string(),
  order_no: z.number().int(),
});
export const StickyConfig = z.object({ is_active: z.boolean(), items: z.array(StickyItem) });
export type StickyConfig = z.infer<typeof StickyConfig>;

export const CONFIG_LIST = ['Announcement', 'Personal Message'] as const;
export const PRIVILEGES = ['coupon', 'point', 'quest', 'rebate', 'affiliate'] as const;
export type Privilege = (typeof PRIVILEGES)[number];
/** How registration proves the phone: straight through, or with an SMS OTP step. */
export const REGISTER_TYPES = ['phone', 'phone_otp'] as const;

export const FooterLink = z.object({ label: z.string(), href: z.string() });
export const FooterData = z.object({
  about: z.string(),
  links: z.array(FooterLink),
  payment_logos: z.array(z.string()),
  copyright: z.string(),
});
export type FooterData = z.infer<typeof FooterData>;

export const Announcement = z.object({ id: Id, message: z.string() });

export const CustomFunction = z.object({
  configList: z.array(z.enum(CONFIG_LIST)),
  announcement_data: z.array(Announcement),
  privilege: z.array(z.enum(PRIVILEGES)),
  register_type: z.enum(REGISTER_TYPES),
  bank_status: z.boolean(),
  footer_data: FooterData,
  freestyle_data: z.string().nullable(),
  should_iframe_redirect: z.boolean(),
});
export type CustomFunction = z.infer<typeof CustomFunction>;

// Zod-free (its own module), so the shell's first load maps paths to groups without the schemas here.
export { PAGE_GROUPS };
export const PageGroup = z.enum(PAGE_GROUPS);
export type PageGroup = z.infer<typeof PageGroup>;

/** The SEO row of a language that serves every page group without a row of its own. */
export const SEO_DEFAULT_PAGE = 'default';
export const SeoPageName = z.enum([SEO_DEFAULT_PAGE, ...PAGE_GROUPS]);
export type SeoPageName = z.infer<typeof SeoPageName>;

/**
 * A language's SEO for a page group. The API answers the group's own row, its empty fields filled from the
 * language's `default` row (page_name says which row it is), or the default row alone.
 */
export const SeoConfig = z.object({
  id: Id,
  language_id: Id,
  page_name: SeoPageName,
  title: z.string(),
  metadata: z.string(),
  OG_title: z.string(),
  OG_image: z.string(),
  description: z.string(),
});
export type SeoConfig = z.infer<typeof SeoConfig>;

/** Raw HTML snippets an operator injects per page group; empty strings mean nothing to inject. */
export const ScriptTagConfig = z.object({
  id: Id,
  page_name: z.string(),
  header: z.string(),
  body: z.string(),
  footer: z.string(),
  meta_header: z.string(),
  meta_body: z.string(),
  meta_footer: z.string(),
});
export type ScriptTagConfig = z.infer<typeof ScriptTagConfig>;

export const PasswordConfig = z.object({
  language_id: Id,
  min_length: z.number().int().min(6),
  max_length: z.number().int().positive(),
  require_lowercase: z.boolean(),
  require_uppercase: z.boolean(),
  require_digit: z.boolean(),
});
export type PasswordConfig = z.infer<typeof PasswordConfig>;

export const RefCodeCheck = z.object({ ref_code: z.string(), valid: z.boolean() });
export type RefCodeCheck = z.infer<typeof RefCodeCheck>;
