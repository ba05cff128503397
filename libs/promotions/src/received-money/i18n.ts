import { registerNamespace } from '@casino/i18n';
import { receivedMoney } from './locales/en/received-money';

registerNamespace({
  name: 'receivedMoney',
  english: receivedMoney,
  load: (lang) => import(`./locales/${lang}/received-money.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    receivedMoney: typeof receivedMoney;
  }
}
