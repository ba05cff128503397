import type { ReactNode } from 'react';
import { badge } from './Badge.css';
import type { BadgeTone } from './Badge.css';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label ("New", "VIP", "Pending"); its text carries the meaning, colour only supports it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
