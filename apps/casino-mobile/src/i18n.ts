import { registerNamespace } from '@casino/i18n';
import { mobile } from './locales/en/mobile';

registerNamespace({
  name: 'mobile',
  english: mobile,
  load: (lang) => import(`./locales/${lang}/mobile.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    mobile: typeof mobile;
  }
}
