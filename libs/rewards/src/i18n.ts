import { registerNamespace } from '@casino/i18n';
import { rewards } from './locales/en/rewards';

registerNamespace({
  name: 'rewards',
  english: rewards,
  load: (lang) => import(`./locales/${lang}/rewards.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    rewards: typeof rewards;
  }
}
