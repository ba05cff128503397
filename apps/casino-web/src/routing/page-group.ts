import { PAGE_GROUPS, type PageGroup } from '@casino/contracts';
import { stripLocale } from '@casino/i18n';
import { useLocation } from 'react-router';

/** First path segments that belong to another page's group (contracts' PAGE_GROUPS explains them). */
const FOLDED: Record<string, PageGroup> = {
  '': 'home',
  index1: 'home',
  index2: 'home',
  affiliate_v2: 'affiliate',
  'member-level-detail': 'member-level',
  'cookies-policy': 'policy',
  'privacy-policy': 'policy',
  'terms-and-conditions': 'policy',
  'forgot-password': 'login',
  'reset-password': 'login',
};

const isPageGroup = (segment: string): segment is PageGroup =>
  (PAGE_GROUPS as readonly string[]).includes(segment);

/**
 * Spec 7: the page group a path belongs to, which its SEO and script tags are configured by; undefined
 * for a path that is no page of the site (the 404 page), which gets the language's default SEO only.
 */
export function pageGroupOf(pathname: string): PageGroup | undefined {
  const [, first = ''] = stripLocale(pathname).split(/[?#]/, 1)[0]?.split('/') ?? [];
  return FOLDED[first] ?? (isPageGroup(first) ? first : undefined);
}

export function usePageGroup(): PageGroup | undefined {
  return pageGroupOf(useLocation().pathname);
}
