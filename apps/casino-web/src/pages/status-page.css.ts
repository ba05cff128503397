import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});
export const status = style({
  fontSize: '64px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand.text,
  margin: 0,
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const hint = style({ margin: 0, maxWidth: '480px', color: vars.color.textMuted });
export const action = style({
  color: vars.color.brand.on,
  background: vars.color.brand.base,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.brand.hover } },
});
export const details = style({
  maxWidth: '640px',
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
