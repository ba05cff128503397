import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** The levels, lowest first: one card a row on phones, two from tablet up, three on desktop. */
export const levelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The member's own level: outlined in the brand's colour (the badge says it in words). */
export const currentLevel = style({
  outline: `2px solid ${vars.color.brand.base}`,
  outlineOffset: '-1px',
  borderRadius: vars.radius.lg,
});

export const levelItem = style({ display: 'flex', flexDirection: 'column' });

globalStyle(`${levelItem} > *`, { flexGrow: 1 });

/** Label and value pairs: stacked on phones, side by side from tablet up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const requirementList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The accumulated figures: stacked on phones, three across from tablet up. */
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

export const levelNow = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** One requirement's progress: its label and figures above a full-width bar. */
export const requirement = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const requirementHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const requirementLabel = style({ fontWeight: vars.fontWeight.medium });

export const bar = style({
  appearance: 'none',
  width: '100%',
  height: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.surfaceHover,
  color: vars.color.brand.base,
});

globalStyle(`${bar}::-webkit-progress-bar`, { background: vars.color.surfaceHover });
globalStyle(`${bar}::-webkit-progress-value`, {
  background: vars.color.brand.base,
  borderRadius: vars.radius.full,
});
globalStyle(`${bar}::-moz-progress-bar`, {
  background: vars.color.brand.base,
  borderRadius: vars.radius.full,
});

export const link = style({
  color: vars.color.brand.text,
  textDecoration: 'underline',
  fontWeight: vars.fontWeight.bold,
});
