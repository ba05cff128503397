import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

const walletPage = {
  path: 'wallet' as const,
  nav: 'wallet' as const,
  lazy: (async () => ({ Component: (await import('./pages/wallet-page')).WalletPage })) satisfies Lazy,
};

const historyPage = {
  path: 'history' as const,
  nav: 'history' as const,
  lazy: (async () => ({ Component: (await import('./pages/history-page')).HistoryPage })) satisfies Lazy,
};

/**
 * This library's pages in the shape the shell composes (`SiteRoutes`): setting pages relative to
 * `/{lang}/setting`, each a lazily loaded chunk, with their side-navigation entries.
 */
export const walletCashboxSiteRoutes = {
  setting: [walletPage, historyPage],
};
