import { z } from 'zod';
import { defineAdminEndpoint } from './admin';
import { REGISTER_TYPES } from './entities/config';

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
