import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, LoadingStatus, Stack } from '@casino/ui-kit';
import { useSecurityText } from '../text';
import * as styles from './security.css';

/** A section's data: a spinner while it loads, a retry when it failed, else the content. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useSecurityText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Stack gap="sm">
        <p role="alert" className={styles.text}>
          {t('loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  return <LoadingStatus label={t('loading')} />;
}
