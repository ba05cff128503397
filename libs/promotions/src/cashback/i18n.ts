import { registerNamespace } from '@casino/i18n';
import { cashback } from './locales/en/cashback';

registerNamespace({
  name: 'cashback',
  english: cashback,
  load: (lang) => import(`./locales/${lang}/cashback.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    cashback: typeof cashback;
  }
}
