import { z } from 'zod';
import { HexColor } from './entities/config';
import { LANGUAGE_CODES } from './locales';

/** One brand (skin): the build picks one with BRAND=..., template_color can override colours at run time. */
export const BrandConfig = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** Names the auth cookie `{web_name}.jwt`. */
  web_name: z.string().regex(/^[a-z0-9_-]+$/),
  logo: z.string().min(1),
  colors: z.strictObject({
    brand: HexColor,
    accent: HexColor,
    background: HexColor,
    surface: HexColor,
    text: HexColor,
  }),
  radius: z.enum(['sharp', 'soft', 'round']),
  font: z.string().min(1),
  locales: z.array(z.enum(LANGUAGE_CODES)).min(1),
  mobile_url: z.string().nullable(),
});
export type BrandConfig = z.infer<typeof BrandConfig>;
