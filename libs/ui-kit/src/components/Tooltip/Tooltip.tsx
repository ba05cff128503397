import { cloneElement, useEffect, useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Controlled visibility (e.g. CopyButton's "copied"); hover and focus are ignored when set. */
  open?: boolean;
}

/** Shows on hover and keyboard focus, hides on leave, blur and Escape (WCAG 1.4.13). */
export function Tooltip({ content, children, open }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const visible = open ?? hovered;

  useEffect(() => {
    if (!visible || open !== undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, open]);

  const show = () => setHovered(true);
  const hide = () => setHovered(false);
  return (
    <span className={styles.anchor} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': visible ? id : undefined })}
      {visible ? (
        <span role="tooltip" id={id} className={styles.bubble}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
