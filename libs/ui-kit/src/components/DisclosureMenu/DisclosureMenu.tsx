import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import * as styles from './DisclosureMenu.css';

export interface DisclosureMenuProps {
  /** The toggle's accessible name (it shows an icon), e.g. "Menu". */
  label: string;
  /** What the panel holds: links, buttons, a select... */
  children: ReactNode;
  /** The toggle's content; three lines by default. */
  icon?: ReactNode;
  /** Controlled open state (e.g. closed on navigation); uncontrolled when left out. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  panelClassName?: string;
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" className={styles.icon} aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A button that shows and hides a panel below it (the WAI-ARIA disclosure pattern): `aria-expanded` and
 * `aria-controls` on the button, the panel (always there, its content only while open) next in the tab
 * order. Escape closes it and puts focus back on
 * the button; so does choosing a link or button inside. Focus or a press outside closes it and leaves focus
 * where it went.
 */
export function DisclosureMenu({
  label,
  children,
  icon,
  open: controlledOpen,
  onOpenChange,
  className,
  panelClassName,
}: DisclosureMenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );

  /** Closes; focus returns to the toggle only if it was inside, so it is never pulled from elsewhere. */
  const close = useCallback(() => {
    const focusInside = root.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (focusInside) toggle.current?.focus();
  }, [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, setOpen]);

  return (
    <div
      ref={root}
      className={className ? `${styles.root} ${className}` : styles.root}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {icon ?? <MenuIcon />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href], button')) close();
        }}
      >
        {/* Rendered only while open, so a closed menu repeats nothing of the page (texts, labels, ids). */}
        {open ? children : null}
      </div>
    </div>
  );
}
