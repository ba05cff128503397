import { registerNamespace } from '@casino/i18n';
import { quests } from './locales/en/quests';

registerNamespace({
  name: 'quests',
  english: quests,
  load: (lang) => import(`./locales/${lang}/quests.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    quests: typeof quests;
  }
}
