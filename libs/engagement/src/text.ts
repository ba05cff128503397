import { useTranslation } from 'react-i18next';
import './i18n';

/** This library's text, from its `engagement` namespace (typed keys: a missing one fails typecheck). */
export function useEngagementText() {
  return useTranslation('engagement').t;
}
