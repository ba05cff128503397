import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '80vh',
  background: vars.color.background,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  fontSize: vars.fontSize.md,
  flex: '1 1 auto',
});

export const frame = style({
  flex: '1 1 auto',
  width: '100%',
  minHeight: '75vh',
  border: 0,
  display: 'block',
});

export const demo = style({
  padding: vars.space.xs,
  textAlign: 'center',
  background: vars.color.caution.soft,
});
