import { registerNamespace } from '@casino/i18n';
import { coupon } from './locales/en/coupon';

registerNamespace({
  name: 'coupon',
  english: coupon,
  load: (lang) => import(`./locales/${lang}/coupon.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    coupon: typeof coupon;
  }
}
