import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { apiErrorMessage, getDialogT } from '@casino/i18n';
import { useAuthText } from '../strings';

/** The dialog text of a failed login: the reason's message, else the server's, else the generic one. */
type ExplainFailure = (error: unknown) => string;

/**
 * Loads the dialog texts (locale, then Thai, then English: spec 1) as soon as the form shows, so that a
 * failure is explained without waiting for them.
 */
export function useFailureExplainer(): ExplainFailure | null {
  const { i18n } = useTranslation();
  const [explain, setExplain] = useState<{ fn: ExplainFailure } | null>(null);
  useEffect(() => {
    let current = true;
    void getDialogT(i18n).then((dialogT) => {
      if (!current) return;
      setExplain({
        fn: (error) =>
          isApiError(error) ? apiErrorMessage(dialogT, error) : dialogT('unknown', { ns: 'errors' }),
      });
    });
    return () => {
      current = false;
    };
  }, [i18n, i18n.language]);
  return explain?.fn ?? null;
}

/**
 * Spec section 8's login failure: a dialog with the generic error title, the server's message in the
 * locale and OK. Shown once the dialog texts are there.
 */
export function LoginFailedDialog({
  error,
  explain,
  onClose,
}: {
  error: unknown;
  explain: ExplainFailure | null;
  onClose: () => void;
}) {
  const t = useAuthText();
  const message = explain ? explain(error) : null;
  return (
    <ConfirmDialog
      open={message !== null}
      title={t('login.failedTitle')}
      message={message ?? ''}
      confirmLabel={t('button.ok', { ns: 'common' })}
      onConfirm={onClose}
    />
  );
}
