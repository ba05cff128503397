import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** Balance, turnover and countdown side by side from tablet up, stacked on phones. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
