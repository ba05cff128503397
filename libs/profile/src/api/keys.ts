/** react-query keys of this library; `all` clears everything it caches. */
export const profileKeys = {
  all: ['profile-lib'] as const,
  verification: () => [...profileKeys.all, 'verification'] as const,
  steps: () => [...profileKeys.all, 'steps'] as const,
  options: (languageId: number | null, currencyId: number) =>
    [...profileKeys.all, 'options', languageId, currencyId] as const,
  contact: () => [...profileKeys.all, 'contact'] as const,
};
