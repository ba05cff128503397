import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const warning = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

/** Each choice is a large target (the whole box is its label), comfortable on a phone. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xxs,
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
});

export const choiceHint = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });
