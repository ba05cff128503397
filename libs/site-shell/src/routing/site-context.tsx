import { createContext, useContext } from 'react';
import type { SettingNavItem } from './site-routes';
import type { LayoutName } from './route-catalogue';

/** What the frame needs to know about the composed routing table: which pages exist. */
export interface SiteMap {
  /** Registered paths per layout (relative to /{lang}; setting ones relative to /{lang}/setting). */
  pages: Record<LayoutName, readonly string[]>;
  settingNav: readonly SettingNavItem[];
}

export const emptySiteMap: SiteMap = {
  pages: { default: [], 'no-footer': [], 'play-game': [], setting: [] },
  settingNav: [],
};

export const SiteMapContext = createContext<SiteMap>(emptySiteMap);

export function useSiteMap(): SiteMap {
  return useContext(SiteMapContext);
}

/** Whether a page is on the site, so links to pages of later issues do not appear before the pages do. */
export function useHasPage(layout: LayoutName, path: string): boolean {
  return useSiteMap().pages[layout].includes(path);
}
