import { globalStyle, style } from '@vanilla-extract/css';
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

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Wide tables scroll inside the cashbox on phones instead of stretching the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** The line under a history's filters naming the time zone its days are counted in. */
export const filterNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
