import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@casino/api-client';
import { isChunkLoadError, localPath, reloadForChunkError, useLanguage } from '@casino/site-shell';
import { Button } from '@casino/ui-kit';
import * as styles from '../layouts/mobile.css';

/** Spec 2: what an unmatched route shows. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <section className={styles.statusPage}>
      <p aria-hidden="true">404</p>
      <h1>{t('notFound.message')}</h1>
      <Link to={localPath(lang)} className={styles.sheetLink}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

/** A page's failure (spec 8: status 500 and "Error" unless the route said otherwise). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const chunkFailed = isChunkLoadError(error);
  // A route's chunk could not load (usually a new deploy): reload once, at most every 60 s.
  useEffect(() => {
    if (chunkFailed) reloadForChunkError();
  }, [chunkFailed]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    (isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '') ||
    t('errorPage.defaultMessage');
  return (
    <section className={styles.statusPage}>
      <p>{status}</p>
      <h1>{message}</h1>
      <Link to={localPath(lang)} className={styles.sheetLink}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

/** The site's own config did not load: say so, with Try again (which asks the failed calls again). */
export function SiteUnavailablePage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const status = isApiError(error) ? error.code : undefined;
  return (
    <main className={styles.statusPage} id="main">
      {status ? <p>{t('errorPage.status', { status })}</p> : null}
      <h1>{t('errorPage.unavailable')}</h1>
      <p>{t('errorPage.unavailableHint')}</p>
      <Button onClick={onRetry}>{t('offline.retry', { ns: 'mobile' })}</Button>
    </main>
  );
}
