import { registerNamespace } from '@casino/i18n';
import { profile } from './locales/en/profile';

registerNamespace({
  name: 'profile',
  english: profile,
  load: (lang) => import(`./locales/${lang}/profile.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof profile;
  }
}
