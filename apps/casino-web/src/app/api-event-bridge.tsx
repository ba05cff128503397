import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '@casino/api-client';
import type { ApiError } from '@casino/contracts';
import { profileQueryOptions } from '@casino/auth';
import { localPath, useLanguage } from '../site/locale';
import { webText } from '../strings';
import { ErrorDialog } from './error-dialog';

/**
 * The shell's error policy: the api-client reports, this decides what the member sees. A failure opens the
 * dialog; a 401 forgets the session and goes home without one; calls in flight show the progress bar.
 */
export function ApiEventBridge() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLanguage();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [inFlight, setInFlight] = useState(0);

  useEffect(() => {
    const offs = [
      client.on('error', ({ error }) => setFailure(error)),
      client.on('unauthorized', () => {
        queryClient.setQueryData(profileQueryOptions(client).queryKey, null);
        void navigate(localPath(lang));
      }),
      client.on('request:start', () => setInFlight((n) => n + 1)),
      client.on('request:end', () => setInFlight((n) => Math.max(0, n - 1))),
    ];
    return () => offs.forEach((off) => off());
  }, [client, queryClient, navigate, lang]);

  const close = useCallback(() => setFailure(null), []);

  return (
    <>
      {inFlight > 0 ? <progress aria-label={webText('progress.label')} /> : null}
      {failure ? <ErrorDialog error={failure} onClose={close} /> : null}
    </>
  );
}
