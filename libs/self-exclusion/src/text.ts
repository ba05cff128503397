import { useTranslation } from 'react-i18next';
import './i18n';

/** This library's text, from its `selfExclusion` namespace (typed keys: a missing one fails typecheck). */
export function useSelfExclusionText() {
  return useTranslation('selfExclusion').t;
}
