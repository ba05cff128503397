import { formatLocalDateTime } from '@casino/i18n';
import { Card, Stack } from '@casino/ui-kit';
import { useLoginHistory } from '../api/security';
import { useSecurityText } from '../text';
import { deviceName } from './device-name';
import { QueryState } from './query-state';
import * as styles from './security.css';

/** The last logins, successful and failed, with time, device and IP; the one of this session marked. */
export function LoginHistorySection() {
  const t = useSecurityText();
  const history = useLoginHistory();
  return (
    <Card title={t('history.title')} headingLevel={2} as="section">
      <Stack gap="md">
        <p className={styles.muted}>{t('history.intro')}</p>
        <QueryState query={history}>
          {({ data }) =>
            data.length === 0 ? (
              <p className={styles.text}>{t('history.empty')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table} aria-label={t('history.title')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('history.time')}</th>
                      <th scope="col">{t('history.result')}</th>
                      <th scope="col">{t('history.device')}</th>
                      <th scope="col">{t('history.ip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((entry) => (
                      <tr key={entry.id} data-testid="history-row">
                        <td>
                          {formatLocalDateTime(entry.created_at)}
                          {entry.current ? <span className={styles.tag}>{t('history.current')}</span> : null}
                        </td>
                        <td className={entry.succeeded ? undefined : styles.failed}>
                          {entry.succeeded ? t('history.succeeded') : t('history.failed')}
                        </td>
                        <td>{deviceName(t, entry)}</td>
                        <td>{entry.ip ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
