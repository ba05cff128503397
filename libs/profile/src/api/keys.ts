/** react-query keys of this library; `all` clears everything it caches. */
export const profileKeys = {
  all: ['profile-lib'] as const,
  verification: () => [...profileKeys.all, 'verification'] as const,
  steps: () => [...profileKeys.all, 'steps'] as const,
  options: (languageId: number | null, currencyId: number | null) =>
    [...profileKeys.all, 'options', languageId, currencyId] as const,
  contact: () => [...profileKeys.all, 'contact'] as const,
};

/** The member's data here that staff or another device may change: read again when the socket (re)opens. */
export const profileLiveQueryKeys = [profileKeys.verification()] as const;
