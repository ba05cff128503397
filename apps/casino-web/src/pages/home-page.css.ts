import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.brand.soft})`,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.belowTablet]: { gridTemplateColumns: '1fr', padding: vars.space.xl } },
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
  width: '180px',
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
