import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { afterFirstPaint, track } from '@casino/analytics';
import type { GlobalConfig, LanguageCode, PageGroup } from '@casino/contracts';

/** True once the page has loaded and the browser was idle: third-party work starts then, never before. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => afterFirstPaint(() => setDone(true)), []);
  return done;
}

/**
 * The global config's analytics tools (GTM, GA, Hotjar, Meta pixel), loaded after first paint and only
 * when one is configured: the loaders are a chunk of their own, fetched then, so none of it is in the home
 * page's first load. A chunk that cannot load (offline) is logged and the site carries on.
 */
export function useAnalytics(config: GlobalConfig | undefined, painted: boolean): void {
  const configured =
    !!config &&
    (!!config.google_tag_management ||
      !!config.google_analytic_id ||
      !!config.hotjar_site_id ||
      config.facebook_meta_pixel.length > 0);
  useEffect(() => {
    if (!painted || !configured || !config) return;
    import('./modal-parts/analytics-loaders')
      .then(({ loadAnalytics }) => loadAnalytics(config))
      .catch((error: unknown) => console.warn('analytics: the loaders could not be fetched', error));
  }, [painted, configured, config]);
}

/**
 * One `page_view` per page the visitor opens (path or query changes), once its SEO has settled so the
 * event carries the page's own title.
 */
export function usePageViews(
  pageGroup: PageGroup | undefined,
  lang: LanguageCode,
  seoSettled: boolean,
): void {
  const { pathname, search } = useLocation();
  // A ref, not state: it survives StrictMode's second effect run, which must not report twice.
  const reported = useRef<string | undefined>(undefined);
  const page = `${pathname}${search}`;
  useEffect(() => {
    if (!seoSettled || reported.current === page) return;
    reported.current = page;
    track('page_view', {
      page_path: page,
      page_location: window.location.href,
      page_title: document.title,
      page_group: pageGroup ?? 'none',
      language: lang,
    });
  }, [seoSettled, page, pageGroup, lang]);
}
