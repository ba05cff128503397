import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** The bottom navigation's height on phones (layouts/frame.css.ts): the ribbon sits just above it. */
const PHONE_BOTTOM_NAV = '60px';
const RIBBON_HEIGHT = '2.25rem';

const ribbonBase = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  minHeight: RIBBON_HEIGHT,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  boxSizing: 'border-box',
  background: vars.color.caution.base,
  color: vars.color.caution.on,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

/** On phones the frame's bottom navigation takes the window's last 60 px; without it the ribbon goes lower. */
export const ribbon = styleVariants({
  aboveBottomNav: [ribbonBase, { '@media': { [media.phone]: { bottom: PHONE_BOTTOM_NAV } } }],
  atBottom: [ribbonBase],
});

export const message = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid currentColor`, outlineOffset: '2px' },
});

/** Room at the end of every page, so the fixed ribbon never hides the last of it. */
export const spacer = style({ height: RIBBON_HEIGHT });
