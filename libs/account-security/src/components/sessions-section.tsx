import { useState } from 'react';
import { formatLocalDateTime } from '@casino/i18n';
import { Button, Card, ConfirmDialog, Stack } from '@casino/ui-kit';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/security';
import { useSecurityText } from '../text';
import { deviceName } from './device-name';
import { QueryState } from './query-state';
import * as styles from './security.css';

/** The member's active sessions, this one first; sign out one or every other. */
export function SessionsSection() {
  const t = useSecurityText();
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const others = async () => {
    setConfirming(false);
    try {
      const { signed_out } = await signOutOthers.mutateAsync();
      setNotice(signed_out > 0 ? t('sessions.signedOut', { count: signed_out }) : t('sessions.noOthers'));
    } catch {
      setNotice(t('loadFailed'));
    }
  };

  return (
    <Card title={t('sessions.title')} headingLevel={2} as="section">
      <Stack gap="md">
        <p className={styles.muted}>{t('sessions.intro')}</p>
        <QueryState query={sessions}>
          {({ data }) =>
            data.length === 0 ? (
              <p className={styles.text}>{t('sessions.empty')}</p>
            ) : (
              <ul className={styles.list} aria-label={t('sessions.title')}>
                {data.map((session) => {
                  const name = deviceName(t, session);
                  return (
                    <li key={session.id} className={styles.row} data-testid="session-row">
                      <div className={styles.rowMain}>
                        <span>
                          <strong>{name}</strong>
                          {session.current ? (
                            <span className={styles.tag}>{t('sessions.current')}</span>
                          ) : null}
                        </span>
                        <span className={styles.muted}>
                          {[
                            session.ip,
                            t('sessions.signedIn', { time: formatLocalDateTime(session.created_at) }),
                            session.current
                              ? null
                              : t('sessions.lastSeen', { time: formatLocalDateTime(session.last_seen_at) }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </div>
                      {session.current ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('sessions.signOutNamed', { device: name })}
                          loading={signOutOne.isPending && signOutOne.variables === session.id}
                          onClick={() => signOutOne.mutate(session.id)}
                        >
                          {t('sessions.signOut')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
        {notice ? <p role="status">{notice}</p> : null}
        <Button variant="danger" loading={signOutOthers.isPending} onClick={() => setConfirming(true)}>
          {t('sessions.signOutOthers')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage')}
        confirmLabel={t('sessions.confirm')}
        cancelLabel={t('twoFactor.cancel')}
        onConfirm={() => void others()}
        onCancel={() => setConfirming(false)}
        tone="danger"
      />
    </Card>
  );
}
