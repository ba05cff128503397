import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'positive' | 'critical' | 'caution';

export interface ToastOptions {
  message: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it leaves on its own; 0 keeps it until dismissed. */
  duration?: number;
}

interface ToastEntry extends Required<ToastOptions> {
  id: number;
}

interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const DEFAULT_TOAST_DURATION = 4000;

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of each toast's × button, e.g. "Dismiss". */
  dismissLabel: string;
  /** Accessible name of the notification region, e.g. "Notifications". */
  regionLabel: string;
}

/**
 * Holds the toasts and renders them in one live region. The region exists from the start (empty), so
 * screen readers announce toasts added later; critical toasts go to an assertive region.
 */
export function ToastProvider({ children, dismissLabel, regionLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [
      ...current,
      {
        id,
        message: options.message,
        tone: options.tone ?? 'info',
        duration: options.duration ?? DEFAULT_TOAST_DURATION,
      },
    ]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const renderList = (urgent: boolean) =>
    toasts
      .filter((t) => (t.tone === 'critical') === urgent)
      .map((t) => <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <section aria-label={regionLabel} className={styles.region}>
          <div role="status" aria-live="polite">
            {renderList(false)}
          </div>
          <div role="alert" aria-live="assertive">
            {renderList(true)}
          </div>
        </section>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);
  return (
    <div className={styles.toast({ tone: toast.tone })}>
      <div className={styles.message}>{toast.message}</div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** `const toast = useToast(); toast.show({ message: t('deposit.success'), tone: 'positive' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
