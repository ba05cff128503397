import type { ReactNode } from 'react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingPage } from '@casino/ui-kit';
import { useFirstPaintDone } from '../app/analytics';
import { SiteUnavailablePage } from '../pages/error-page';
import { useCustomFunction, useFirstSiteData } from '@casino/site-shell';
import { AnnouncementTicker } from './announcement-ticker';
import { BottomNav } from './bottom-nav';
import { DemoRibbon } from './demo-ribbon';
import { useMemoFeature } from './unread-memo-count';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './frame.css';

export function PageLoading() {
  const { t } = useTranslation('common');
  return <LoadingPage label={t('loading.title')} logoSrc={__BRAND__.logo} logoAlt={__BRAND__.name} />;
}

/**
 * Spec 2's frame: header, page, footer and (on phones) bottom navigation; with `footer={false}` the
 * no-footer layout. An announcement ticker, when there is one, sits above the header and moves it, and
 * the page, down 40 px. The demo ribbon lives here, not on the play page, whose game keeps the whole window.
 */
export function FrameLayout({ footer = true, children }: { footer?: boolean; children?: ReactNode }) {
  const customFunction = useCustomFunction().data;
  const announcements = customFunction?.announcement_data ?? [];
  const offset = announcements.length > 0 ? 'withTicker' : 'plain';
  // The first site data (languages, global config, the language's feature switches and system config):
  // the loading page while it comes, the error page with Retry if it failed (never the readers below,
  // whose mounting would otherwise ask the failed call again).
  const firstData = useFirstSiteData();
  if (firstData.status === 'error')
    return <SiteUnavailablePage error={firstData.error} onRetry={() => void firstData.retry()} />;
  if (firstData.status === 'pending') return <PageLoading />;
  return (
    <div className={styles.page} data-layout={footer ? 'default' : 'no-footer'}>
      {announcements.length > 0 ? <AnnouncementTicker announcements={announcements} /> : null}
      <SiteHeader offset={offset} />
      <div className={styles.content[offset]} data-testid="layout-content">
        <main className={styles.main} id="main">
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </main>
        {footer ? <SiteFooter data={customFunction?.footer_data} /> : null}
      </div>
      {footer ? <BottomNav /> : null}
      <DemoRibbon aboveBottomNav={footer} />
    </div>
  );
}

// The memo library (its texts, queries and dialog) loads only for a logged-in member, after the page.
const RewardPopups = lazy(() => import('../app/modal-parts/reward-popups'));
// The engagement library (starter modal, pop-ups, push prompt) loads once the page has painted.
const EngagementLayer = lazy(() => import('../app/modal-parts/engagement-layer'));

/**
 * Spec 2's default layout: the frame, the reward pop-ups for a logged-in member, the engagement layer (not
 * over the error page of a site whose config failed: its calls would fail and report too).
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const memo = useMemoFeature();
  const painted = useFirstPaintDone();
  const siteUp = useFirstSiteData().status === 'success';
  return (
    <>
      <FrameLayout>{children}</FrameLayout>
      {memo ? (
        <Suspense fallback={null}>
          <RewardPopups />
        </Suspense>
      ) : null}
      {painted && siteUp ? (
        <Suspense fallback={null}>
          <EngagementLayer />
        </Suspense>
      ) : null}
    </>
  );
}

export function NoFooterLayout() {
  return <FrameLayout footer={false} />;
}
