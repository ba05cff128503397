import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '@casino/api-client';
import type { ApiError } from '@casino/contracts';
import { fetchProfile, profileQueryOptions } from '@casino/auth';
import { TopProgressBar, createProgressTracker, trackRequests } from '@casino/ui-kit';
import { localPath, useLanguage } from '../site/locale';
import { FailedCallDialog } from './failed-call-dialog';

/** How long a 401 waits before the session is asked again: a replacement in progress lands meanwhile. */
export const SESSION_RECHECK_MS = 300;

/**
 * The shell's error policy: the api-client reports, this decides what the member sees. A failure opens the
 * failed-call dialog; a 401 forgets the session and goes home without one, once the session, asked again,
 * is really gone; calls in flight drive the top progress bar (which also finishes on failure, as
 * request:end fires then too).
 */
export function ApiEventBridge() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLanguage();
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [tracker] = useState(createProgressTracker);

  useEffect(() => trackRequests(tracker, client), [tracker, client]);

  useEffect(() => {
    let recheck: Promise<void> | null = null;
    const offs = [
      client.on('error', ({ error }) => setFailure(error)),
      client.on('unauthorized', () => {
        // A call sent just before the session was replaced (a password change ends every session and
        // answers a new one) answers 401 although the member is still here: ask again, under whatever
        // session holds a moment later, before sending anyone home. Several 401s share one check.
        recheck ??= new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS))
          .then(() => fetchProfile(client))
          .catch(() => null)
          .then((member) => {
            recheck = null;
            if (member) {
              void queryClient.invalidateQueries();
              return;
            }
            queryClient.setQueryData(profileQueryOptions(client).queryKey, null);
            void navigate(localPath(lang));
          });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [client, queryClient, navigate, lang]);

  const close = useCallback(() => setFailure(null), []);

  return (
    <>
      <TopProgressBar tracker={tracker} label={t('loading.title')} />
      {failure ? <FailedCallDialog error={failure} onClose={close} /> : null}
    </>
  );
}
