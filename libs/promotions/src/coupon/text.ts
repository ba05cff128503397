import { useTranslation } from 'react-i18next';
import './i18n';

/** The coupon pages' text, from the `coupon` namespace (typed keys: a missing one fails typecheck). */
export function useCouponText() {
  return useTranslation('coupon').t;
}
