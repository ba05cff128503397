import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

/** Plain text, line breaks kept, long words wrapped on a 390 px phone. */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const rowHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const rowTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const message = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: vars.space.xs,
});

export const ownMessage = style({ borderInlineStart: `4px solid ${vars.color.brand.base}` });

export const image = style({ maxWidth: '100%', maxHeight: '320px', borderRadius: vars.radius.sm });

export const textarea = style({
  width: '100%',
  minHeight: '120px',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const label = style({ display: 'grid', gap: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const error = style({ color: vars.color.critical.text, fontSize: vars.fontSize.sm, margin: 0 });

export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
