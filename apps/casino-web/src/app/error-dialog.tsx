import { useEffect, useId, useRef } from 'react';
import type { ApiError } from '@casino/contracts';
import { webText } from '../strings';

/**
 * The failed-call dialog of spec section 8 in its first, plain form: message, OK, TraceID and time.
 * Issue 3 replaces it with ui-kit's modal (focus trap, copy tooltip, localized messages).
 */
export function ErrorDialog({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const titleId = useId();
  const messageId = useId();
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    okButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
      <h2 id={titleId}>{webText('errorDialog.title')}</h2>
      <p id={messageId}>{error.message}</p>
      <button ref={okButton} type="button" onClick={onClose}>
        {webText('errorDialog.ok')}
      </button>
      <footer>
        <p>
          {webText('errorDialog.trace')}: <code>{error.CorrelationID}</code>
        </p>
        <p>
          {webText('errorDialog.time')}: <time>{new Date().toLocaleString()}</time>
        </p>
      </footer>
    </div>
  );
}
