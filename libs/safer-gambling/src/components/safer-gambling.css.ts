import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const limits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const limit = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const limitTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const pending = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

/** The amount and its buttons side by side from tablet width, stacked on a 390 px phone. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const field = style({ flex: '1 1 12rem', minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
