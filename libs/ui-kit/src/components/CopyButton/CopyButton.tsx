import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Tooltip } from '../Tooltip/Tooltip';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { button } from './CopyButton.css';
import { copyText } from './copyText';

/** Spec section 9: the "copied" tooltip stays 2000 ms. */
export const COPIED_TOOLTIP_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy TraceID". */
  label: string;
  /** Shown in the tooltip and announced after copying, e.g. "Copied". */
  copiedLabel: string;
  /** Visible content; defaults to a copy icon. */
  children?: ReactNode;
  onCopied?: () => void;
}

export function CopyButton({ text, label, copiedLabel, children, onCopied }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(text))) return;
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
  };

  return (
    <>
      <Tooltip content={copiedLabel} open={copied}>
        <button type="button" className={button} aria-label={label} onClick={() => void copy()}>
          {children ?? <CopyIcon />}
        </button>
      </Tooltip>
      <span role="status">{copied ? <VisuallyHidden>{copiedLabel}</VisuallyHidden> : null}</span>
    </>
  );
}

function CopyIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" />
    </svg>
  );
}
