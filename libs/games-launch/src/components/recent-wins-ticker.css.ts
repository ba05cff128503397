import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** How long one pass of the list takes: set per list from its length, so every list moves as fast. */
export const passDuration = createVar();

export const ticker = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  margin: `${vars.space.md} 0`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The window the list moves through; scrolled by hand (keyboard, touch) when it does not move. */
export const viewport = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    // While it moves there is nothing to scroll: the copy behind the list makes the loop seamless.
    '[data-moving="true"] > &': { overflowX: 'hidden' },
  },
});

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

/** The list and its copy side by side; one pass moves by exactly one list. */
export const track = style({
  display: 'flex',
  width: 'max-content',
  selectors: {
    '[data-moving="true"] &': {
      animationName: scroll,
      animationDuration: passDuration,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
    // Paused by the button, or while the pointer is over it or focus is inside.
    '[data-paused="true"] &, [data-moving="true"]:hover &, [data-moving="true"]:focus-within &': {
      animationPlayState: 'paused',
    },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.sm} 0 0`,
});

/** The copy exists only to close the loop; without motion it is not shown at all. */
export const copy = style({
  selectors: { '[data-moving="false"] &': { display: 'none' } },
  '@media': { [reducedMotion]: { display: 'none' } },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-100%)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '220px',
  padding: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

/** A win that just arrived slides in. */
export const fresh = style({
  animation: `${slideIn} 400ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const thumb = style({
  width: '48px',
  height: '36px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const text = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.xs });

export const gameName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const line = style({
  display: 'flex',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  alignItems: 'baseline',
});

export const user = style({ color: vars.color.textMuted });

export const amount = style({ fontWeight: vars.fontWeight.bold, color: vars.color.positive.text });

export const multiplier = style({ color: vars.color.textMuted });
