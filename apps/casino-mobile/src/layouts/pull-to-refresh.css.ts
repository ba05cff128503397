import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const root = style({ position: 'relative' });

export const indicator = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  transition: `height ${vars.duration.normal} ease-out`,
});

/** Read out, not shown: the indicator above shows the same. */
export const status = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
