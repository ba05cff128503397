import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '@casino/api-client';
import type { ApiError } from '@casino/contracts';
import { profileQueryOptions } from '@casino/auth';
import { TopProgressBar, createProgressTracker, trackRequests } from '@casino/ui-kit';
import { localPath, useLanguage } from '../site/locale';
import { FailedCallDialog } from './failed-call-dialog';

/**
 * The shell's error policy: the api-client reports, this decides what the member sees. A failure opens the
 * failed-call dialog, one at a time: failures arriving while it is open (the API down fails several calls
 * at once) do not change it under the reader, so it keeps the first TraceID; a 401 forgets the session and
 * goes home without one; calls in flight drive the top progress bar (which also finishes on failure, as
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
    const offs = [
      client.on('error', ({ error }) => setFailure((shown) => shown ?? error)),
      client.on('unauthorized', () => {
        queryClient.setQueryData(profileQueryOptions(client).queryKey, null);
        void navigate(localPath(lang));
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
