import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/**
 * The contact widgets at the bottom corner: the default channel's button at the very end, the menu of the
 * other channels beside it. On phones they sit 70 px up (spec 9), clear of the bottom navigation.
 */
export const dock = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'row-reverse',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.phone]: { bottom: vars.layout.mobileWidgetBottom, insetInlineEnd: vars.space.md },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const;

/** The default channel's round button: 56 px, the brand's colour. */
export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.brand.base,
  color: vars.color.brand.on,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&:hover': { background: vars.color.brand.hover },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const icon = style({ width: '26px', height: '26px', display: 'block' });

/** The menu's root: its toggle a solid round button, its panel opening upwards from the corner. */
export const menu = style({});

globalStyle(`${menu} > button`, {
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const menuPanel = style({});

globalStyle(`${menu} > ${menuPanel}`, {
  top: 'auto',
  bottom: `calc(100% + ${vars.space.sm})`,
  minWidth: '16rem',
  maxHeight: `calc(100dvh - ${vars.layout.mobileWidgetBottom} - 80px)`,
});

export const menuTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

/** A channel in the menu: a full-width row, 44 px high. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const itemIcon = style({ width: '20px', height: '20px', flex: 'none' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Out of the row of buttons: the live region that reads out what follows a pick ("Connecting to…"). */
export const status = style({ position: 'absolute' });
