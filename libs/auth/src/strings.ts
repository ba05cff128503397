import { useTranslation } from 'react-i18next';
import { translateValidation } from '@casino/i18n';

/** This library's text, from the `auth` namespace of libs/i18n (typed keys: a missing one fails typecheck). */
export function useAuthText() {
  return useTranslation('auth').t;
}

/** Schema messages are keys (`min_length|{"min":6}`); server prose passes through unchanged. */
export function useValidationText() {
  const { i18n } = useTranslation(['validation', 'common']);
  return (message: string | undefined) => (message ? translateValidation(i18n.t, message) : undefined);
}
