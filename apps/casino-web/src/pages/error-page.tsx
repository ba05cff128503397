import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@casino/api-client';
import { Button } from '@casino/ui-kit';
import { isChunkLoadError, reloadForChunkError, localPath, useLanguage } from '@casino/site-shell';
import { NotFoundPage } from './not-found-page';
import * as styles from './status-page.css';

/** Status and message of whatever a route threw (spec 8: status 500 and message "Error" by default). */
export function describeRouteError(
  error: unknown,
  defaultMessage: string,
): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = error.statusText || (typeof data === 'string' ? data : '') || defaultMessage;
    return { status: error.status, message };
  }
  if (error instanceof Error && error.message) return { status: 500, message: error.message };
  return { status: 500, message: defaultMessage };
}

function RouteErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const chunkFailed = isChunkLoadError(error);

  // A route's chunk could not load (usually a new deploy): reload once, at most every 60 s.
  useEffect(() => {
    if (chunkFailed) reloadForChunkError();
  }, [chunkFailed]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const { status, message } = describeRouteError(error, t('errorPage.defaultMessage'));
  return (
    <section className={styles.root}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.title}>{message}</h1>
      <Link to={localPath(lang)} className={styles.action}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

/** The last resort when the error page itself fails: plain markup, a full reload home. */
function ErrorPageFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.root} role="alert">
      <h1 className={styles.title}>{t('errorPage.failed')}</h1>
      <details className={styles.details}>
        <summary>{t('errorPage.details')}</summary>
        {error instanceof Error ? `${error.name}: ${error.message}` : String(error)}
      </details>
      <a href="/" className={styles.action}>
        {t('errorPage.goHome')}
      </a>
    </section>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failure: unknown }> {
  override state: { failure: unknown } = { failure: undefined };
  static getDerivedStateFromError(failure: unknown) {
    return { failure: failure ?? new Error('Unknown error') };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }
  override render() {
    return this.state.failure === undefined ? (
      this.props.children
    ) : (
      <ErrorPageFailed error={this.state.failure} />
    );
  }
}

/** Spec 8's error page, as the errorElement of the routes; its own failure shows the fallback. */
export function ErrorPage({ children }: { children?: ReactNode }) {
  return <ErrorPageBoundary>{children ?? <RouteErrorContent />}</ErrorPageBoundary>;
}

/** A failed call's HTTP status for the error page: spec 8's 500 when no reply said otherwise. */
export function failedCallStatus(error: unknown): number {
  return isApiError(error) && error.code >= 400 ? error.code : 500;
}

/**
 * The error page when the site's own settings could not load (the failed-call dialog told why, with its
 * TraceID): the status, what happened and a Retry that asks the failed calls again, without a reload.
 */
export function SiteUnavailablePage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ErrorPage>
      <main id="main" className={styles.root}>
        <p className={styles.status}>{failedCallStatus(error)}</p>
        <h1 className={styles.title}>{t('errorPage.unavailable')}</h1>
        <p className={styles.hint}>{t('errorPage.unavailableHint')}</p>
        <Button onClick={onRetry}>{t('button.retry')}</Button>
      </main>
    </ErrorPage>
  );
}
