import { atom } from 'jotai';

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
  registrationRules: (languageId: number) => [...authKeys.all, 'registration-rules', languageId] as const,
  languageId: (lang: string) => [...authKeys.all, 'language-id', lang] as const,
  refCode: (code: string) => [...authKeys.all, 'ref-code', code] as const,
};
