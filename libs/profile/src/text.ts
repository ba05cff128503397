import { useTranslation } from 'react-i18next';

/** This library's text, from its `profile` namespace (typed keys: a missing one fails typecheck). */
export function useProfileText() {
  return useTranslation('profile').t;
}
