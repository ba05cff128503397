import { registerNamespace } from '@casino/i18n';
import { promotions } from './locales/en/promotions';

registerNamespace({
  name: 'promotions',
  english: promotions,
  load: (lang) => import(`./locales/${lang}/promotions.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    promotions: typeof promotions;
  }
}
