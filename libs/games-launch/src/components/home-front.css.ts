import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

export const front = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const seeAll = style({
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** One line that scrolls sideways (snap per item), its bar hidden on touch screens. */
export const scroller = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.sm,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
});
globalStyle(`${scroller} > *`, { scrollSnapAlign: 'start' });

export const categoryScroller = style([scroller, { gridAutoColumns: 'max-content' }]);

export const categoryLink = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.xxs,
  minWidth: '6.5rem',
  minHeight: '6rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.brand.soft})`,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const categoryIcon = style({ width: '2rem', height: '2rem', color: vars.color.brand.text });

export const categoryName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const providerScroller = style([scroller, { gridAutoColumns: 'max-content' }]);

export const providerLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3.5rem',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const providerLogo = style({
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  objectFit: 'contain',
  background: vars.color.surface,
});

export const providerMonogram = style([
  providerLogo,
  { display: 'grid', placeItems: 'center', fontWeight: vars.fontWeight.bold, color: vars.color.brand.text },
]);

export const providerText = style({ display: 'grid', lineHeight: vars.lineHeight.tight });

/** A row of game tiles: about 2.3 tiles on a phone, more as the screen widens, never a wrapped grid. */
export const gameScroller = style([
  scroller,
  {
    gridAutoColumns: 'calc((100% - 2 * 8px) / 2.3)',
    '@media': {
      [media.tablet]: { gridAutoColumns: 'calc((100% - 3 * 8px) / 4.3)' },
      [media.desktop]: { gridAutoColumns: 'calc((100% - 5 * 8px) / 6)' },
      [media.ultra]: { gridAutoColumns: 'calc((100% - 7 * 8px) / 8)' },
    },
  },
]);

/** A skeleton tile's picture: the card's 4:3 box, a flat tone. */
export const skeletonImage = style({ background: vars.color.surface });

/** The category rail's height, loaded or not (its tiles are 6 rem), so nothing under it moves. */
export const railBox = style({ minHeight: 'calc(6rem + 10px)' });

export const promoGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const promoCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent.base}`,
  background: vars.color.surfaceRaised,
});

export const promoTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const promoText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A row tile's words under its picture, with room below as the lobby's cards have for their buttons. */
export const rowTileText = style({ paddingBlockEnd: vars.space.sm });
export const rowTileLink = style({ textDecoration: 'none' });

/** The provider strip's line while it loads: one pill's height and the scroller's padding. */
export const stripBox = style({ minHeight: 'calc(3.5rem + 10px)' });
