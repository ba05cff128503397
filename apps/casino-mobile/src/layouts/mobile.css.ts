import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

const TOP_BAR = '56px';
const BOTTOM_NAV = '64px';

export const frame = style({
  minHeight: '100dvh',
  paddingTop: TOP_BAR,
  paddingBottom: `calc(${BOTTOM_NAV} + env(safe-area-inset-bottom))`,
  background: vars.color.background,
});

export const topBar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 20,
  height: TOP_BAR,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const logoLink = style({ display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1 });
export const logo = style({ height: '32px', maxWidth: '100%', objectFit: 'contain' });

export const topBarEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const balance = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const main = style({ padding: vars.space.lg });

export const bottomNav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  height: `calc(${BOTTOM_NAV} + env(safe-area-inset-bottom))`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const bottomNavItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand.text, fontWeight: vars.fontWeight.bold },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

export const navIcon = style({ width: '22px', height: '22px' });

export const gamePage = style({ height: '100dvh', display: 'flex', flexDirection: 'column' });
export const gameStage = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const sheetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const sheetLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  width: '100%',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-current="true"], &[aria-current="page"]': { fontWeight: vars.fontWeight.bold } },
});

export const sheetHeading = style({
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

/**
 * Phone-first dialogs: the login, cashbox and profile dialogs take the whole screen; the menu and language
 * choice (marked `data-sheet`) stay ui-kit's bottom sheet, and alerts stay small.
 */
globalStyle('dialog:not([role="alertdialog"]):not(:has([data-sheet]))', {
  width: '100%',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  borderRadius: 0,
});

export const statusPage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});
