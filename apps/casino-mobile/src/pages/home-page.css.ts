import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const hero = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.sm}`,
  marginBottom: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const heroLogo = style({ height: '56px', maxWidth: '70%', objectFit: 'contain' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const cta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.brand.base,
  color: vars.color.brand.on,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
