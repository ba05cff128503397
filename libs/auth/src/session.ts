import { atom } from 'jotai';
import { SESSION_HINT_VALUE, sessionCookieNames } from '@casino/contracts';

/**
 * The access token from the last login, kept in memory only: after a reload the HttpOnly
 * `{web_name}.jwt` cookie carries the session, so nothing readable by scripts is persisted.
 */
export const accessTokenAtom = atom<string | null>(null);

/** Query keys of this library, in one place so mutations invalidate without retyping them. */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  wallet: () => [...authKeys.all, 'wallet'] as const,
  privileges: () => [...authKeys.all, 'privileges'] as const,
  registrationRules: (languageId: number) => [...authKeys.all, 'registration-rules', languageId] as const,
  languageId: (lang: string) => [...authKeys.all, 'language-id', lang] as const,
  refCode: (code: string) => [...authKeys.all, 'ref-code', code] as const,
};

/**
 * Whether the page holds the API's `{web_name}.session` hint, set and cleared beside the HttpOnly
 * `{web_name}.jwt` cookie (which scripts cannot read). Without it a visitor has no session to ask about.
 */
export function hasSessionHint(
  webName: string,
  cookies: string = globalThis.document?.cookie ?? '',
): boolean {
  const name = sessionCookieNames(webName).hint;
  return cookies.split(';').some((pair) => {
    const [key, ...value] = pair.trim().split('=');
    return key === name && value.join('=') === SESSION_HINT_VALUE;
  });
}
