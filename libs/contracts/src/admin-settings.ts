import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { MobileSiteUrl, REGISTER_TYPES } from './entities/config';

/** The part of the brand's custom function staff may change: how registration proves the phone. */
export const CustomFunctionSettingBody = z.strictObject({
  register_type: z.enum(REGISTER_TYPES),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type CustomFunctionSettingBody = z.infer<typeof CustomFunctionSettingBody>;

export const CustomFunctionSetting = z.object({ register_type: z.enum(REGISTER_TYPES) });
export type CustomFunctionSetting = z.infer<typeof CustomFunctionSetting>;

export const customFunctionUpdate = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/custom-function',
  body: CustomFunctionSettingBody,
  response: CustomFunctionSetting,
  summary: "Change the custom function's register_type (served by the public custom-function); audited.",
});

/**
 * Settings staff keep per brand (spec 2 and 3): iframe games in a new window, and the mobile site phone
 * visitors are sent to. Until staff set the mobile site, the brand config's `mobile_url` applies.
 */
export const BrandSettings = z.object({
  brand_id: z.string(),
  should_iframe_redirect: z.boolean(),
  mobile_url: MobileSiteUrl.nullable(),
});
export type BrandSettings = z.infer<typeof BrandSettings>;

/** The settings to change (at least one); `mobile_url: null` turns the mobile redirect off. */
export const BrandSettingsBody = z
  .strictObject({
    should_iframe_redirect: z.boolean().optional(),
    mobile_url: MobileSiteUrl.nullable().optional(),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((body) => body.should_iframe_redirect !== undefined || body.mobile_url !== undefined, {
    message: 'Name a setting to change: should_iframe_redirect or mobile_url',
  });
export type BrandSettingsBody = z.infer<typeof BrandSettingsBody>;

export const brandSettingsGet = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/brand-settings',
  response: BrandSettings,
  summary: "The served brand's staff settings: should_iframe_redirect and the mobile site.",
});

export const brandSettingsUpdate = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/brand-settings',
  body: BrandSettingsBody,
  response: BrandSettings,
  summary:
    "Change the served brand's should_iframe_redirect and/or mobile site (custom-function and global-config serve them); audited.",
});
