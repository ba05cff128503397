import { LoadingStatus } from '@casino/ui-kit';
import { useFailureText } from '@casino/forms';
import type { ReactNode } from 'react';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';

export interface LoadStateProps<T> {
  /** The query's data: `undefined` while it loads. */
  data: T | undefined;
  error: unknown;
  children: (data: T) => ReactNode;
}

/** A query's two other states in one place: the failure (an alert saying why) and loading (a status). */
export function LoadState<T>({ data, error, children }: LoadStateProps<T>) {
  const t = useAffiliateText();
  const failureText = useFailureText();
  if (data === undefined && error) {
    return (
      <div role="alert">
        <p className={styles.paragraph}>{t('loadFailed')}</p>
        <p className={styles.muted}>{failureText(error)}</p>
      </div>
    );
  }
  if (data === undefined) return <LoadingStatus label={t('loading')} />;
  return <>{children(data)}</>;
}
