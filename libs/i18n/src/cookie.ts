import { isLanguageCode, type LanguageCode } from '@casino/contracts';

/** Spec 9: the chosen language is remembered for 365 days. */
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language stored in a `Cookie` header or `document.cookie` string, if any and valid. */
export function readLocaleCookie(cookieString: string | undefined | null): LanguageCode | undefined {
  if (!cookieString) return undefined;
  for (const part of cookieString.split(';')) {
    const [rawName = '', ...rawValue] = part.split('=');
    if (rawName.trim() !== LOCALE_COOKIE_NAME) continue;
    const value = decodeURIComponent(rawValue.join('=').trim());
    if (isLanguageCode(value)) return value;
  }
  return undefined;
}

export function serializeLocaleCookie(lang: LanguageCode, secure = false): string {
  const attributes = [
    `${LOCALE_COOKIE_NAME}=${lang}`,
    'Path=/',
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Stores the language in the browser; pass a document-like target in tests. */
export function writeLocaleCookie(lang: LanguageCode, target: { cookie: string } = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  target.cookie = serializeLocaleCookie(lang, secure);
}
