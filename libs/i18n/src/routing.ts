import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@casino/contracts';

/**
 * Locale routing "prefix and default" (spec 2): every route exists under `/{lang}`, and the default
 * language also without a prefix. Paths here may carry a query and hash; they are kept untouched.
 */
export interface LocalePath {
  lang: LanguageCode;
  /** The path without the locale prefix, always starting with `/` (query and hash kept). */
  path: string;
  /** Whether the language came from a `/{lang}` prefix. */
  prefixed: boolean;
}

function splitSuffix(pathname: string): { base: string; suffix: string } {
  const index = pathname.search(/[?#]/);
  return index === -1
    ? { base: pathname, suffix: '' }
    : { base: pathname.slice(0, index), suffix: pathname.slice(index) };
}

export function parseLocalePath(pathname: string): LocalePath {
  const { base, suffix } = splitSuffix(pathname);
  const normalised = base.startsWith('/') ? base : `/${base}`;
  const [, first = '', ...rest] = normalised.split('/');
  if (isLanguageCode(first)) {
    return { lang: first, path: `/${rest.join('/')}${suffix}`, prefixed: true };
  }
  return { lang: DEFAULT_LANGUAGE, path: `${normalised}${suffix}`, prefixed: false };
}

export interface LocalizeOptions {
  /** Prefix the default language too (`/en/register`); both forms route. Default: no prefix. */
  prefixDefault?: boolean;
}

/** `localizePath('/register', 'th')` → `/th/register`; `localizePath('/', 'th')` → `/th`. */
export function localizePath(path: string, lang: LanguageCode, options: LocalizeOptions = {}): string {
  const { base, suffix } = splitSuffix(path);
  const normalised = base.startsWith('/') ? base : `/${base}`;
  if (lang === DEFAULT_LANGUAGE && !options.prefixDefault) return `${normalised}${suffix}`;
  const tail = normalised === '/' ? '' : normalised;
  return `/${lang}${tail}${suffix}`;
}

/** The same page in another language: `/th/setting/profile` → `/jp/setting/profile`. */
export function switchLanguagePath(
  pathname: string,
  lang: LanguageCode,
  options: LocalizeOptions = {},
): string {
  return localizePath(parseLocalePath(pathname).path, lang, options);
}

/** The path without its locale prefix, as the route guard reads it (spec 2). */
export function stripLocale(pathname: string): string {
  return parseLocalePath(pathname).path;
}

/**
 * The language of a request and, on an unprefixed path, where to send a visitor whose cookie chose
 * another language (the default language's pages have no prefix, so the cookie decides there).
 */
export function resolveRequestLanguage(
  pathname: string,
  cookieLanguage: LanguageCode | undefined,
): { lang: LanguageCode; redirectTo: string | undefined } {
  const parsed = parseLocalePath(pathname);
  if (parsed.prefixed || !cookieLanguage || cookieLanguage === DEFAULT_LANGUAGE) {
    return { lang: parsed.lang, redirectTo: undefined };
  }
  return { lang: cookieLanguage, redirectTo: localizePath(parsed.path, cookieLanguage) };
}
