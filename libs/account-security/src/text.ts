import { useTranslation } from 'react-i18next';
import './i18n';

/** This library's text, from its `accountSecurity` namespace (typed keys: a missing one fails typecheck). */
export function useSecurityText() {
  return useTranslation('accountSecurity').t;
}
