import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A small pill in the bottom corner, above the phone's bottom navigation: quiet, never in the way. */
export const pill = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.banner,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  // The phone's bottom navigation is 60 px tall.
  '@media': { [media.phone]: { bottom: `calc(60px + ${vars.space.sm})` } },
});
