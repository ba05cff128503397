import type { RouteObject } from 'react-router';

export type Lazy = NonNullable<RouteObject['lazy']>;

const memberLevelPage = {
  path: 'member-level' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/member-level-page')).MemberLevelPage };
  }) satisfies Lazy,
};

const memberLevelDetailPage = {
  path: 'member-level-detail' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/member-level-detail-page')).MemberLevelDetailPage };
  }) satisfies Lazy,
};

const questPage = {
  path: 'quest' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/quest-page')).QuestPage };
  }) satisfies Lazy,
};

const questDetailPage = {
  path: 'quest/:id' as const,
  lazy: (async () => {
    await import('./i18n');
    return { Component: (await import('./pages/quest-detail-page')).QuestDetailPage };
  }) satisfies Lazy,
};

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`), each a lazily loaded chunk. It is
 * its own entry point (`@casino/quests/routes`) and imports nothing else of the library, so the shell's
 * first load carries only these few lines: the pages, their texts and their data come with the page's
 * chunk.
 */
export const questsSiteRoutes = {
  default: [memberLevelPage, memberLevelDetailPage, questPage, questDetailPage],
};
