import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import * as styles from './Modal.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** Labels the dialog. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the × button; omit to hide the button (the caller then provides a way out). */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations and errors that interrupt. */
  role?: 'dialog' | 'alertdialog';
  closeOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (e.g. the message of a confirmation). */
  describedBy?: string;
}

/** Locks page scroll while any modal is open; counts so stacked modals unlock only at the last close. */
let scrollLocks = 0;
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    scrollLocks += 1;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = previous;
    };
  }, [active]);
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  size,
  role = 'dialog',
  closeOnBackdrop = true,
  initialFocusRef,
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, { initialFocusRef, onEscape: onClose });
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={styles.dialog({ size })}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                aria-hidden="true"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
