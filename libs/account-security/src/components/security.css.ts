import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** The QR code on white whatever the theme: scanners need the dark-on-light contrast. */
export const qr = style({
  background: '#ffffff',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  width: 'fit-content',
});

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
  margin: 0,
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const rowMain = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const tag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  fontSize: vars.fontSize.sm,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const failed = style({ color: vars.color.critical.text });
