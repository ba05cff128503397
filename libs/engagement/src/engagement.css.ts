import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** A pop-up's text as typed: paragraphs, line breaks kept, long words wrapped on a 320 px phone. */
export const paragraph = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '40vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const stepText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const operatorWords = style({ display: 'grid', gap: vars.space.sm });

export const operatorTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/**
 * The fake allow prompt: a small card at the bottom corner, like a browser's own prompt, that neither
 * covers the page nor takes the focus. On phones it sits above the bottom navigation.
 */
export const pushPrompt = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  width: 'min(360px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': {
    [media.phone]: { bottom: `calc(${vars.layout.mobileWidgetBottom} + ${vars.space.sm})` },
  },
});

export const pushTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const pushText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
