import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@casino/ui-kit';

/** Above the phone edge (575.98 px) of spec 9. */
const largePhone = `screen and (min-width: ${breakpoints.phoneMax + 0.02}px)`;

/**
 * The lobby's cards (only the rows near the viewport are rendered: game-grid.tsx reads the columns back).
 * Two cards a row on phones, then 3, 4, 5, 6 and 8 at the spec's edges (576, 768, 1024, 1280, 1920 px);
 * cards never grow past their column.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [largePhone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    [media.ultra]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
  },
});

/** Stands for the rows not rendered between two rendered ones (the focused card's row kept apart). */
export const gridSpacer = style({ gridColumn: '1 / -1' });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const playButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

// height auto: the width/height attributes only reserve the ratio; as fixed pixels the 240 px height
// would stretch a narrow card's picture and crop the title's art at its sides.
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
});

export const cardText = style({ padding: `0 ${vars.space.sm}`, display: 'grid', gap: vars.space.xxs });

export const gameName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const providerName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const cardFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  marginTop: 'auto',
});

export const badge = style({ position: 'absolute', top: vars.space.xs, insetInlineStart: vars.space.xs });

export const favorite = style({
  border: 0,
  background: 'none',
  color: vars.color.accent.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  padding: vars.space.xxs,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

/** Provider cards: 2 a row on phones, then 3, 4, 5 and 6 at the spec's edges. */
export const providerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [largePhone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    [media.ultra]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const providerLink = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.brand.soft})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The logo's box is sized before it loads (no layout shift). */
export const providerLogo = style({
  width: '96px',
  height: '96px',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const providerCardName = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const categoryLinks = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  '@media': { [media.desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.base },
    '&[aria-current="page"]': {
      background: vars.color.brand.base,
      borderColor: vars.color.brand.base,
      color: vars.color.brand.on,
    },
  },
});

export const categoryIcon = style({ width: '1.25rem', height: '1.25rem' });

export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
