import { z } from './zod-config';
import { HexColor, MobileSiteUrl, PRIVILEGES } from './entities/config';
import { CONTACT_CODES } from './entities/reference';
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

/** The currency a brand's site trades in: its ISO 4217 code and how many minor-unit digits it has. */
export const BrandCurrency = z.strictObject({
  code: z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code'),
  /** Minor-unit digits (2 for cents and satang): amounts are stored in these units. */
  digits: z.number().int().min(0).max(4),
});
export type BrandCurrency = z.infer<typeof BrandCurrency>;

/** The brand's typeface: a CSS font stack, and the @font-face files the build bundles for it. */
export const BrandFont = z.strictObject({
  /** The CSS font-family stack, first choice first. */
  stack: z.string().min(1),
  /**
   * Stylesheets that declare the stack's web fonts (@font-face), as module specifiers the build resolves
   * (e.g. an @fontsource package's CSS): the font files ship in the brand's build, never from a CDN.
   * Empty when the stack is system fonts only.
   */
  files: z.array(z.string().min(1)).default([]),
});
export type BrandFont = z.infer<typeof BrandFont>;

/** The contact channel a fresh site offers (staff add or change channels later). */
export const BrandContact = z.strictObject({
  /** Which kind of channel (spec 2): a chat vendor, or `others` for a plain link. */
  code: z.enum(CONTACT_CODES),
  name: z.string().min(1),
  link: z.string().min(1),
});
export type BrandContact = z.infer<typeof BrandContact>;

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
  font: BrandFont,
  locales: z.array(z.enum(LANGUAGE_CODES)).min(1),
  /** The default mobile site until staff set one (admin brand settings). */
  mobile_url: MobileSiteUrl.nullable(),
  /**
   * The brand's business time zone (IANA name): history day filters, daily jobs and business days follow
   * it, whatever the member's device says.
   */
  time_zone: TimeZone,
  currency: BrandCurrency,
  /** The country (ISO 3166-1 alpha-2) a new member's phone number is from unless they pick another. */
  country: z.string().regex(/^[A-Z]{2}$/, 'Must be an ISO 3166-1 alpha-2 code'),
  /** The default contact channel of a fresh site. */
  contact: BrandContact,
  /** The domain features a fresh site has on (custom function privileges; staff can change them). */
  features: z.array(z.enum(PRIVILEGES)),
});
export type BrandConfig = z.infer<typeof BrandConfig>;
/** A brand as its config file writes it (defaults may be left out). */
export type BrandConfigInput = z.input<typeof BrandConfig>;
