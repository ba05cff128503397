import { useTranslation } from 'react-i18next';
import './i18n';

/** This library's text, from its `saferGambling` namespace (typed keys: a missing one fails typecheck). */
export function useSaferGamblingText() {
  return useTranslation('saferGambling').t;
}
