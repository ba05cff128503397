import { registerNamespace } from '@casino/i18n';
import { games } from './locales/en/games';

registerNamespace({
  name: 'games',
  english: games,
  load: (lang) => import(`./locales/${lang}/games.json`),
});

declare module 'i18next' {
  interface ResourceNamespaceMap {
    games: typeof games;
  }
}
