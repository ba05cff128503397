import { registerNamespace } from '@casino/i18n';
import { accountSecurity } from './locales/en/account-security';

registerNamespace({
  name: 'accountSecurity',
  english: accountSecurity,
  load: (lang) => import(`./locales/${lang}/account-security.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    accountSecurity: typeof accountSecurity;
  }
}
