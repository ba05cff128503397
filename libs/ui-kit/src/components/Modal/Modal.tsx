import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scrollLock';
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

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser puts it in the top layer,
 * makes everything else inert (unreachable by Tab and screen readers), answers Escape (as `cancel`) only on
 * the topmost of stacked dialogs, and gives focus back to the opener on close. Rendered only while open;
 * the page behind stops scrolling without shifting sideways.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before paint, so the dialog never shows outside the top layer; initialFocusRef is read once, on open.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockScroll();
    let closingHere = false;
    dialog.showModal();
    initialFocusRef?.current?.focus();

    // Escape: the caller decides (the dialog stays until `open` turns false).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A close the caller did not ask for (the browser closes anyway on a repeated Escape): report it.
    const onNativeClose = () => {
      if (!closingHere) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      closingHere = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      unlockScroll();
      // The browser restores focus on close(); when the opener is gone or focus fell to <body>, try again.
      const focus = document.activeElement;
      if (opener?.isConnected && (!focus || focus === document.body || dialog.contains(focus)))
        opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={styles.dialog({ size })}
      onMouseDown={(event) => {
        // The backdrop belongs to the dialog element: a press on it lands on the dialog, outside its box.
        const dialog = dialogRef.current;
        if (!closeOnBackdrop || !dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
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
    </dialog>
  );
}
