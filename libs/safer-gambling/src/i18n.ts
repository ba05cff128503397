import { registerNamespace } from '@casino/i18n';
import { saferGambling } from './locales/en/safer-gambling';

registerNamespace({
  name: 'saferGambling',
  english: saferGambling,
  load: (lang) => import(`./locales/${lang}/safer-gambling.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    saferGambling: typeof saferGambling;
  }
}
