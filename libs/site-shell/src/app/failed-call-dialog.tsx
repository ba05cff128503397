import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@casino/contracts';
import { apiErrorMessage, formatLocalDateTime, getDialogT } from '@casino/i18n';
import { Button, CopyButton, Modal } from '@casino/ui-kit';
import * as styles from './failed-call-dialog.css';

/**
 * Spec section 8's failed-call dialog: the cashbox error title, the message in the locale (then Thai, then
 * English) with UTC dates in local time, OK, and a footer with the copyable TraceID and the current time.
 */
export function FailedCallDialog({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const messageId = useId();
  const [dialogText, setDialogText] = useState<{ title: string; message: string } | null>(null);
  const [shownAt] = useState(() => formatLocalDateTime(new Date()));

  useEffect(() => {
    let current = true;
    void getDialogT(i18n).then((dialogT) => {
      if (current)
        setDialogText({
          title: dialogT('common:failedCall.title'),
          message: apiErrorMessage(dialogT, error),
        });
    });
    return () => {
      current = false;
    };
  }, [i18n, error]);

  return (
    <Modal
      open
      role="alertdialog"
      onClose={onClose}
      title={dialogText?.title ?? t('failedCall.title')}
      describedBy={messageId}
      size="sm"
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose} fullWidth>
            {t('failedCall.ok')}
          </Button>
          <dl className={styles.facts}>
            <dt>{t('failedCall.traceId')}</dt>
            <dd className={styles.trace}>
              <code>{error.CorrelationID}</code>
              <CopyButton
                text={error.CorrelationID}
                label={t('failedCall.copyTraceId')}
                copiedLabel={t('failedCall.copied')}
              />
            </dd>
            <dt>{t('failedCall.currentTime')}</dt>
            <dd>
              <time>{shownAt}</time>
            </dd>
          </dl>
        </div>
      }
    >
      <p id={messageId} className={styles.message}>
        {dialogText?.message ?? ''}
      </p>
    </Modal>
  );
}
