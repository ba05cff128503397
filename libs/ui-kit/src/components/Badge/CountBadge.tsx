import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { count as countStyle } from './CountBadge.css';

export interface CountBadgeProps {
  count: number;
  /** What screen readers hear instead of the number, e.g. "3 unread messages". */
  label: string;
  /** From this count on the badge shows `overflow` instead of the number. */
  cap?: number;
  overflow?: string;
  testId?: string;
}

/**
 * A count beside a link (unread messages, rewards waiting): nothing at 0. The number is for the eye;
 * screen readers hear the label (a label on a plain span is not allowed).
 */
export function CountBadge({ count, label, cap = 100, overflow = '99+', testId }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span data-testid={testId}>
      <span className={countStyle} aria-hidden="true">
        {count >= cap ? overflow : count}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
