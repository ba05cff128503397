import { registerNamespace } from '@casino/i18n';
import { recentWins } from '../locales/en/recent-wins';

// The ticker's own namespace, registered by its lazy entry: none of its text is in the site's first load.
registerNamespace({
  name: 'recentWins',
  english: recentWins,
  load: (lang) => import(`../locales/${lang}/recent-wins.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    recentWins: typeof recentWins;
  }
}
