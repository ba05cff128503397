import { useTranslation } from 'react-i18next';
// Whatever loads first (a page through the lazy routes, a modal through the index) brings the namespace.
import './i18n';

/** This library's text, from its `profile` namespace (typed keys: a missing one fails typecheck). */
export function useProfileText() {
  return useTranslation('profile').t;
}
