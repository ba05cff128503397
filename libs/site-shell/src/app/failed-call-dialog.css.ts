import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const message = style({ margin: 0, whiteSpace: 'pre-line', minHeight: '1.5em' });
export const footer = style({ display: 'grid', gap: vars.space.md, width: '100%' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const trace = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  wordBreak: 'break-all',
});
