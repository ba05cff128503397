import { useEffect } from 'react';
import type { PageGroup, SeoConfig } from '@casino/contracts';
import { useSiteName } from '../layouts/site-header';
import { useSeoConfig } from '@casino/site-shell';

/** Sets `<meta {attribute}="{key}" content>` in the head; an empty content removes the tag. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Open Graph wants an absolute URL; staff may give a site path (`/og-image.png`). */
function absoluteUrl(url: string): string {
  return url && URL.canParse(url, location.origin) ? new URL(url, location.origin).href : '';
}

/**
 * `<title>`, description, keywords and Open Graph tags from the page group's SEO config; with none
 * configured (null), the site name titles the page and the other tags go.
 */
export function applySeo(seo: SeoConfig | null, { locale, siteName }: { locale: string; siteName: string }) {
  const title = seo?.title || siteName;
  document.title = title;
  setMeta('name', 'description', seo?.description ?? '');
  setMeta('name', 'keywords', seo?.metadata ?? '');
  setMeta('property', 'og:title', seo?.OG_title || title);
  setMeta('property', 'og:description', seo?.description ?? '');
  setMeta('property', 'og:image', absoluteUrl(seo?.OG_image ?? ''));
  setMeta('property', 'og:site_name', siteName);
  setMeta('property', 'og:locale', locale);
  setMeta('property', 'og:type', 'website');
}

/**
 * Keeps the head in step with the route's page group and language (spec 7: the SEO config reloads on a
 * language change). Returns whether the page's SEO has settled (applied, or given up on after a failed
 * call, when the site name titles the page), so a page view reports the page's own title.
 */
export function useSeo(pageGroup: PageGroup | undefined, locale: string): boolean {
  const seo = useSeoConfig(pageGroup);
  const siteName = useSiteName();
  const settled = seo.isSuccess || seo.isError;
  const data = seo.data ?? null;
  useEffect(() => {
    if (settled) applySeo(data, { locale, siteName });
  }, [settled, data, locale, siteName]);
  return settled;
}
