import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.brand.soft})`,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.belowTablet]: { gridTemplateColumns: '1fr', padding: vars.space.lg } },
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand.text,
});
export const subtitle = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.lg });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});
export const heroLogo = style({
  width: '120px',
  height: 'auto',
  '@media': { [media.belowTablet]: { display: 'none' } },
});
export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand.base,
  color: vars.color.brand.on,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brand.hover } },
});
export const support = style({
  marginTop: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * The banner carousel's place while its chunk loads: the carousel's box at its own ratio (3:1, 16:9 on
 * phones) and the row of its controls under it (2.75 rem buttons), as in games-launch's
 * banner-carousel.css.ts, so the page does not move when it arrives.
 */
export const bannerSlot = style({
  display: 'grid',
  gridTemplateRows: 'auto 2.75rem',
  gap: vars.space.sm,
});
export const bannerSlotBox = style({
  width: '100%',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [media.phone]: { aspectRatio: '16 / 9' } },
});

/** The storefront and lobby's place while their chunks load: taller than a screen, as they will be. */
export const storefrontSlot = style({ minHeight: '100vh' });

/** Its own block, so the wins strip's margin stays inside rather than moving the lobby's whole box. */
export const lobbyBlock = style({ display: 'flow-root' });
export const lobbyWaiting = style([lobbyBlock, { visibility: 'hidden' }]);
