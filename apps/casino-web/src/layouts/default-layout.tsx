import type { ReactNode } from 'react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingPage } from '@casino/ui-kit';
import { useFirstPaintDone } from '../app/analytics';
import { useCustomFunction, useGlobalConfig, useLanguages } from '../site/queries';
import { AnnouncementTicker } from './announcement-ticker';
import { BottomNav } from './bottom-nav';
import { DemoRibbon } from './demo-ribbon';
import { useMemoFeature } from './unread-memo-count';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './frame.css';

/** While the first site data loads (languages, global config, feature switches) the loading page shows. */
function useFirstDataLoading(): boolean {
  const languages = useLanguages();
  const globalConfig = useGlobalConfig();
  const customFunction = useCustomFunction();
  return languages.isPending || globalConfig.isPending || (languages.isSuccess && customFunction.isPending);
}

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
  if (useFirstDataLoading()) return <PageLoading />;
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

/** Spec 2's default layout: the frame, the reward pop-ups for a logged-in member, the engagement layer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const memo = useMemoFeature();
  const painted = useFirstPaintDone();
  return (
    <>
      <FrameLayout>{children}</FrameLayout>
      {memo ? (
        <Suspense fallback={null}>
          <RewardPopups />
        </Suspense>
      ) : null}
      {painted ? (
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
