import { useTranslation } from 'react-i18next';

/** This library's text, from the `auth` namespace of libs/i18n (typed keys: a missing one fails typecheck). */
export function useAuthText() {
  return useTranslation('auth').t;
}
