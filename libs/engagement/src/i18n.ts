import { registerNamespace } from '@casino/i18n';
import { engagement } from './locales/en/engagement';

registerNamespace({
  name: 'engagement',
  english: engagement,
  load: (lang) => import(`./locales/${lang}/engagement.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    engagement: typeof engagement;
  }
}
