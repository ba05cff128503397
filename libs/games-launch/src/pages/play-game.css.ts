import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

/** Fills the play-game layout's stage (the window) or, in full screen, the screen; the game takes the rest. */
export const stage = style({
  flex: '1 1 auto',
  minHeight: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const bar = style({
  flex: 'none',
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

/** Everything below the bar (and the demo note): no minimum height, so nothing is pushed off screen. */
export const frame = style({
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  border: 0,
  display: 'block',
});

export const demo = style({
  flex: 'none',
  padding: vars.space.xs,
  textAlign: 'center',
  background: vars.color.caution.soft,
});
