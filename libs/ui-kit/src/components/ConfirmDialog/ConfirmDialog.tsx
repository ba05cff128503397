import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { message as messageClass } from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Omit for a single-button notice (e.g. the failed-call dialog's OK). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape and the backdrop also cancel; without a cancel button they confirm-dismiss via onConfirm. */
  onCancel?: () => void;
  tone?: 'primary' | 'danger';
  loading?: boolean;
  /** Extra content under the message, e.g. a copyable TraceID. */
  details?: ReactNode;
}

/** An alertdialog asking for one decision; focus starts on the safe choice (cancel, when there is one). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  loading = false,
  details,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dismiss = onCancel ?? onConfirm;
  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={title}
      role="alertdialog"
      size="sm"
      describedBy={messageId}
      closeOnBackdrop={Boolean(onCancel)}
      initialFocusRef={cancelLabel ? cancelRef : confirmRef}
      footer={
        <>
          {cancelLabel ? (
            <Button ref={cancelRef} variant="ghost" onClick={dismiss}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={loading}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className={messageClass}>
        {message}
      </div>
      {details}
    </Modal>
  );
}
