import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { PageGroup, ScriptTagConfig, SeoConfig, SeoPageName } from './entities/config';
import { queryId } from './query';

/**
 * Staff endpoints for what the site puts in the document head and body besides its own pages: SEO per
 * language and page group, the operator's script tags per page group, the analytics ids of the global
 * config, and the hosts those scripts may load from (the site's content security policy allows them).
 */

const reason = z.string().trim().min(1).max(500).optional();

export const SEO_TEXT_MAX = 300;
export const SNIPPET_MAX = 20_000;

/** Google Tag Manager container id. */
export const GtmContainerId = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'Must look like GTM-XXXXXXX');
/** Google Analytics 4 measurement id. */
export const GaMeasurementId = z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'Must look like G-XXXXXXXXXX');
export const HotjarSiteId = z.string().regex(/^\d{5,10}$/, 'Must be the numeric Hotjar site id');
export const MetaPixelId = z.string().regex(/^\d{10,20}$/, 'Must be a numeric Meta pixel id');

/**
 * An origin the operator's script tags may load scripts (and their beacons, images and frames) from:
 * `https://host[:port]`, or `https://*.host` for its subdomains. No path: CSP matches origins.
 */
export const ScriptHost = z
  .string()
  .max(253)
  .regex(
    /^https:\/\/(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/,
    'Must be an https origin such as https://cdn.example.com or https://*.example.com, in lower case',
  );

/** The analytics ids (spec 3's global config) and the script hosts; null or [] means none. */
export const ThirdPartyScripts = z.object({
  google_tag_management: GtmContainerId.nullable(),
  google_analytic_id: GaMeasurementId.nullable(),
  hotjar_site_id: HotjarSiteId.nullable(),
  facebook_meta_pixel: z.array(MetaPixelId).max(10),
  script_hosts: z.array(ScriptHost).max(20),
});
export type ThirdPartyScripts = z.infer<typeof ThirdPartyScripts>;

export const ThirdPartyScriptsBody = ThirdPartyScripts.partial()
  .extend({ reason })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), {
    message:
      'Name a setting to change: google_tag_management, google_analytic_id, hotjar_site_id, facebook_meta_pixel or script_hosts',
  });
export type ThirdPartyScriptsBody = z.infer<typeof ThirdPartyScriptsBody>;

export const thirdPartyScriptsGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/third-party-scripts',
  response: ThirdPartyScripts,
  summary: 'The analytics ids of the global config and the hosts script tags may load from.',
});

export const thirdPartyScriptsSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/third-party-scripts',
  body: ThirdPartyScriptsBody,
  response: ThirdPartyScripts,
  summary:
    'Change analytics ids (global-config serves them; the site loads each after first paint) or the script hosts the content security policy allows; audited.',
});

export const seoConfigsList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/seo-configs',
  query: z.strictObject({ language_id: queryId.optional(), page_name: SeoPageName.optional() }),
  response: z.object({ data: z.array(SeoConfig) }),
  summary: 'The stored SEO rows (not merged), by language then page group.',
});

const seoText = z.string().trim().max(SEO_TEXT_MAX);

export const SeoConfigBody = z.strictObject({
  language_id: z.number().int().positive(),
  page_name: SeoPageName,
  title: seoText,
  metadata: seoText.default(''),
  OG_title: seoText.default(''),
  OG_image: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'Must be empty, a site path or an http(s) URL',
    })
    .default(''),
  description: seoText.default(''),
  reason,
});
export type SeoConfigBody = z.input<typeof SeoConfigBody>;

export const seoConfigSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/seo-configs',
  body: SeoConfigBody,
  response: SeoConfig,
  summary:
    "Create or replace one language's SEO row for a page group (or its default row); empty fields fall back to the default row; audited.",
});

export const seoConfigRemove = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/seo-configs/remove',
  body: z.strictObject({ language_id: z.number().int().positive(), page_name: PageGroup, reason }),
  response: z.object({ removed: z.boolean() }),
  summary:
    "Remove a page group's SEO row of one language, so the language's default row serves it again (the default row itself stays); audited.",
});

export const scriptTagsList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/script-tags',
  response: z.object({ data: z.array(ScriptTagConfig) }),
  summary: 'The script tags of every page group.',
});

export const SNIPPET_FIELDS = [
  'header',
  'body',
  'footer',
  'meta_header',
  'meta_body',
  'meta_footer',
] as const;
export type SnippetField = (typeof SNIPPET_FIELDS)[number];

const snippet = z.string().max(SNIPPET_MAX);

/** The six snippets of a page group, each optional (an empty string clears one). */
export const ScriptTagSnippets = z.strictObject({
  header: snippet.optional(),
  body: snippet.optional(),
  footer: snippet.optional(),
  meta_header: snippet.optional(),
  meta_body: snippet.optional(),
  meta_footer: snippet.optional(),
});

export const ScriptTagBody = ScriptTagSnippets.extend({ page_name: PageGroup, reason }).refine(
  (body) => SNIPPET_FIELDS.some((field) => body[field] !== undefined),
  { message: 'Name a snippet to change: header, body, footer, meta_header, meta_body or meta_footer' },
);
export type ScriptTagBody = z.input<typeof ScriptTagBody>;

export const scriptTagSet = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/script-tags',
  body: ScriptTagBody,
  response: ScriptTagConfig,
  summary:
    "Change a page group's snippets (an empty string clears one). A script's src must be on a script host; inline scripts run by their hash in the content security policy; audited.",
});
