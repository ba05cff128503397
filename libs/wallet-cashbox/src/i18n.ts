import { registerNamespace } from '@casino/i18n';
import { cashbox } from './locales/en/cashbox';

registerNamespace({
  name: 'cashbox',
  english: cashbox,
  load: (lang) => import(`./locales/${lang}/cashbox.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    cashbox: typeof cashbox;
  }
}
