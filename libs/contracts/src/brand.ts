import { z } from 'zod';
import { HexColor, MobileSiteUrl } from './entities/config';
import { LANGUAGE_CODES } from './locales';

/** An IANA time zone name that this runtime's Intl knows (e.g. Asia/Bangkok). */
export const TimeZone = z.string().refine(
  (name) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Unknown time zone' },
);

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
  /** The default mobile site until staff set one (admin brand settings). */
  mobile_url: MobileSiteUrl.nullable(),
  /**
   * The brand's business time zone (IANA name): history day filters, daily jobs and business days follow
   * it, whatever the member's device says.
   */
  time_zone: TimeZone,
});
export type BrandConfig = z.infer<typeof BrandConfig>;
