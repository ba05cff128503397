import type { RouteObject } from 'react-router';
import { ROUTE_CATALOGUE, type CataloguePath, type LayoutName } from './route-catalogue';

/** Keys of `common:settingNav`: the side navigation's label of a setting page. */
export type SettingNavKey =
  | 'profile'
  | 'wallet'
  | 'history'
  | 'totalBet'
  | 'totalPoints'
  | 'changePassword'
  | 'promotion'
  | 'cashback'
  | 'rebate'
  | 'affiliate'
  | 'couponHistory'
  | 'redeemHistory'
  | 'personalMessage'
  | 'saferGambling'
  | 'takeABreak'
  | 'closeAccount'
  | 'security';

/** One page a domain library adds: a catalogue path and a lazy route module (its own chunk). */
export interface SitePage<L extends LayoutName = LayoutName> {
  path: CataloguePath<L>;
  lazy: NonNullable<RouteObject['lazy']>;
}

/** A setting page also names its entry in the setting area's side navigation (`common:settingNav.*`). */
export interface SettingPage extends SitePage<'setting'> {
  nav?: SettingNavKey;
}

/**
 * What a domain library exports to put its pages on the site: paths relative to `/{lang}` (setting pages
 * relative to `/{lang}/setting`), per layout. The shell composes every library's `SiteRoutes` into one
 * table, once under `/{lang}` and once unprefixed for the default language.
 */
export interface SiteRoutes {
  default?: SitePage<'default'>[];
  'no-footer'?: SitePage<'no-footer'>[];
  'play-game'?: SitePage<'play-game'>[];
  setting?: SettingPage[];
}

export interface SettingNavItem {
  path: string;
  nav: SettingNavKey;
}

/** Every registered page per layout; throws on a path outside the catalogue or registered twice. */
export function collectPages(libraries: readonly SiteRoutes[]): Record<LayoutName, SitePage[]> {
  const collected: Record<LayoutName, SitePage[]> = {
    default: [],
    'no-footer': [],
    'play-game': [],
    setting: [],
  };
  for (const library of libraries) {
    for (const layout of Object.keys(collected) as LayoutName[]) {
      for (const page of library[layout] ?? []) {
        const known: readonly string[] = ROUTE_CATALOGUE[layout];
        if (!known.includes(page.path)) {
          throw new Error(`"${page.path}" is not a ${layout} route of the site's catalogue`);
        }
        if (collected[layout].some((other) => other.path === page.path)) {
          throw new Error(`"${page.path}" (${layout}) is registered twice`);
        }
        collected[layout].push(page);
      }
    }
  }
  return collected;
}

/** The setting area's side navigation: the registered setting pages that name an entry, in order. */
export function settingNavItems(libraries: readonly SiteRoutes[]): SettingNavItem[] {
  return libraries.flatMap((library) =>
    (library.setting ?? []).flatMap((page) => (page.nav ? [{ path: page.path, nav: page.nav }] : [])),
  );
}

export function toRouteObjects(pages: readonly SitePage[]): RouteObject[] {
  return pages.map(({ path, lazy }) => ({ path, lazy }));
}
