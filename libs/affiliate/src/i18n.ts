import { registerNamespace } from '@casino/i18n';
import { affiliate } from './locales/en/affiliate';

registerNamespace({
  name: 'affiliate',
  english: affiliate,
  load: (lang) => import(`./locales/${lang}/affiliate.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    affiliate: typeof affiliate;
  }
}
