import { EmptyState, LoadingStatus } from '@casino/ui-kit';
import { useFailureText } from '@casino/forms';
import type { ReactNode } from 'react';
import { useRewardsText } from '../text';
import * as styles from './rewards.css';

export interface LoadStateProps<T> {
  /** The query's data: `undefined` while it loads. */
  data: T | undefined;
  error: unknown;
  /** Whether the data is empty: the empty state shows instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/** A list's three other states in one place: the failure (alert), loading (status) and nothing to show. */
export function LoadState<T>({ data, error, isEmpty, empty, children }: LoadStateProps<T>) {
  const t = useRewardsText();
  const failureText = useFailureText();
  if (data === undefined && error) {
    return (
      <div role="alert">
        <p>{t('loadFailed')}</p>
        <p className={styles.muted}>{failureText(error)}</p>
      </div>
    );
  }
  if (data === undefined) return <LoadingStatus label={t('loading')} />;
  if (isEmpty?.(data)) return <EmptyState title={empty} />;
  return <>{children(data)}</>;
}

export interface CardGridProps<T extends { id: number }> {
  /** The query's list: `undefined` while it loads. */
  data: T[] | undefined;
  error: unknown;
  /** Said when the list is empty. */
  empty: string;
  /** One item's card. */
  children: (item: T) => ReactNode;
}

/** A list of cards (shop items, offers, spins) in the responsive grid, with the list's other states. */
export function CardGrid<T extends { id: number }>({ data, error, empty, children }: CardGridProps<T>) {
  return (
    <LoadState data={data} error={error} isEmpty={(items) => items.length === 0} empty={empty}>
      {(items) => (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id} className={styles.gridItem}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}
