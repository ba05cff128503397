import type { LanguageCode } from '@casino/contracts';
import { bd } from './bd';
import { br } from './br';
import { en } from './en';
import type { UiStrings } from './en';
import { es } from './es';
import { hi } from './hi';
import { id } from './id';
import { jp } from './jp';
import { ko } from './ko';
import { mm } from './mm';
import { my } from './my';
import { ph } from './ph';
import { pt } from './pt';
import { th } from './th';
import { vn } from './vn';
import { zh } from './zh';

export type { UiKey, UiStrings } from './en';

/** The game pages' strings per launch languageCode (one module per language; English is the fallback). */
export const UI_STRINGS: Record<LanguageCode, UiStrings> = {
  en,
  th,
  id,
  my,
  zh,
  ko,
  vn,
  hi,
  bd,
  ph,
  pt,
  br,
  jp,
  es,
  mm,
};
