import { useTranslation } from 'react-i18next';
import './i18n';

/** This library's text, from its `memo` namespace (typed keys: a missing one fails typecheck). */
export function useMemoText() {
  return useTranslation('memo').t;
}
