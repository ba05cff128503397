import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** Two balances a row on phones, three from tablet up, five on desktop. */
export const balanceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const balanceItem = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const balanceLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const balanceValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const qrFrame = style({
  display: 'inline-block',
  padding: vars.space.sm,
  background: '#ffffff',
  borderRadius: vars.radius.md,
  lineHeight: 0,
});

export const methodList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const mono = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });
