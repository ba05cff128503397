import { registerNamespace } from '@casino/i18n';
import { selfExclusion } from './locales/en/self-exclusion';

registerNamespace({
  name: 'selfExclusion',
  english: selfExclusion,
  load: (lang) => import(`./locales/${lang}/self-exclusion.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    selfExclusion: typeof selfExclusion;
  }
}
