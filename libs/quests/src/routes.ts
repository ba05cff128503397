import type { RouteObject } from 'react-router';
import type * as AllPages from './pages/all-pages';

export type Lazy = NonNullable<RouteObject['lazy']>;

type Pages = typeof AllPages;

/** A route's page, from the library's one lazily loaded chunk (which registers the texts first). */
const page =
  (name: keyof Pages): Lazy =>
  async () => ({ Component: (await import('./pages/all-pages'))[name] });

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), lazily loaded. It is its own entry
 * point (`@casino/quests/routes`) and imports nothing else of the library, so the shell's first load
 * carries only these few lines: the pages, their texts and their data come with the pages' chunk.
 */
export const questsSiteRoutes = {
  default: [
    { path: 'member-level' as const, lazy: page('MemberLevelPage') },
    { path: 'member-level-detail' as const, lazy: page('MemberLevelDetailPage') },
    { path: 'quest' as const, lazy: page('QuestPage') },
    { path: 'quest/:id' as const, lazy: page('QuestDetailPage') },
  ],
};
