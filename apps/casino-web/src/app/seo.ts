import { useEffect } from 'react';
import type { SeoConfig } from '@casino/contracts';

/** Sets or creates `<meta {attribute}="{key}" content>` in the head. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** `<title>`, description, keywords and Open Graph tags from the language's SEO config. */
export function applySeo(seo: SeoConfig, locale: string) {
  document.title = seo.title;
  setMeta('name', 'description', seo.description);
  setMeta('name', 'keywords', seo.metadata);
  setMeta('property', 'og:title', seo.OG_title || seo.title);
  setMeta('property', 'og:description', seo.description);
  setMeta('property', 'og:image', seo.OG_image);
  setMeta('property', 'og:locale', locale);
  setMeta('property', 'og:type', 'website');
}

export function useSeo(seo: SeoConfig | undefined, locale: string) {
  useEffect(() => {
    if (seo) applySeo(seo, locale);
  }, [seo, locale]);
}
