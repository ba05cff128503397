import { registerNamespace } from '@casino/i18n';
import { memo } from './locales/en/memo';

registerNamespace({
  name: 'memo',
  english: memo,
  load: (lang) => import(`./locales/${lang}/memo.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    memo: typeof memo;
  }
}
