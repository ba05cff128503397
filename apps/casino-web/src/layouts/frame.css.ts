import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

const BOTTOM_NAV_HEIGHT = '60px';

const pageSurface = {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
};

export const page = style({
  ...pageSurface,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

/** The play-game layout's page: no minimum height of its own, the stage sizes it to the window. */
export const gamePage = style(pageSurface);

/** Spec 9: the content starts below the fixed header (62 px), and below the ticker too (102 px). */
export const content = styleVariants({
  plain: { paddingTop: vars.layout.topPadding },
  withTicker: { paddingTop: vars.layout.topPaddingWithTicker },
});

/**
 * At least a screen tall, so the footer starts below the fold: a page whose content arrives after the
 * first paint (the games grid, an account list) would otherwise show the footer, then push it away.
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  '@media': { [media.phone]: { paddingBottom: `calc(${BOTTOM_NAV_HEIGHT} + ${vars.space.lg})` } },
});

const scrollLeft = keyframes({
  // Starts in view, so the first words are readable at once.
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});

export const ticker = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: vars.layout.tickerOffset,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  background: vars.color.accent.base,
  color: vars.color.accent.on,
  fontSize: vars.fontSize.sm,
});

export const tickerTrack = style({
  display: 'flex',
  gap: vars.space.xxl,
  whiteSpace: 'nowrap',
  paddingInline: vars.space.lg,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${scrollLeft} 30s linear infinite` } },
});

/**
 * Below 1024 px the header is compact: logo, balance, the primary actions and a menu holding the rest, so it
 * fits a 320 px phone in the longest language. From 1024 px up it shows everything in the bar.
 */
const compactHeader = media.belowDesktop;

/** The fixed top navigation; moved down by the ticker's 40 px when there is one. */
export const header = styleVariants({
  plain: { top: 0 },
  withTicker: { top: vars.layout.tickerOffset },
});

export const headerBar = style({
  position: 'fixed',
  insetInline: 0,
  height: vars.layout.topPadding,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  boxSizing: 'border-box',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': {
    /*
     * Two columns in the compact header (the sections are in the menu there): the actions get their full
     * width first, the logo what is left, down to its 32 px emblem (cropped from the end at full height);
     * only then do action labels wrap.
     */
    [compactHeader]: { display: 'grid', gridTemplateColumns: 'minmax(32px, 1fr) auto' },
    [media.phone]: { gap: vars.space.sm, paddingInline: vars.space.sm },
  },
});

export const logoLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  '@media': { [compactHeader]: { justifySelf: 'start', maxWidth: '100%' } },
});
export const logo = style({
  height: '40px',
  width: 'auto',
  display: 'block',
  '@media': {
    [compactHeader]: { maxWidth: '100%', objectFit: 'cover', objectPosition: 'left center' },
    [media.phone]: { height: '32px' },
  },
});

export const mainNav = style({
  display: 'flex',
  gap: vars.space.md,
  flex: 1,
  overflowX: 'auto',
  '@media': { [compactHeader]: { display: 'none' } },
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.brand.text },
  },
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  minWidth: 0,
  '@media': { [media.phone]: { gap: vars.space.xs } },
});

globalStyle(`${headerEnd} > *`, { whiteSpace: 'nowrap', flexShrink: 0 });

/**
 * Deposit, Log in and Register. In the compact header, once the logo is down to its emblem, their labels
 * wrap onto two short lines (Spanish "Iniciar sesión", Burmese), so they fit at 320 px in every language.
 */
export const headerAction = style({});
// Two classes: ui-kit's button recipe (one class) sets the padding this overrides, whatever the CSS order.
globalStyle(`${headerEnd} > ${headerAction}`, {
  '@media': {
    [compactHeader]: {
      flexShrink: 1,
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: vars.lineHeight.tight,
    },
    [media.phone]: { paddingInline: vars.space.sm },
  },
});

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const balanceAmount = style({
  fontSize: vars.fontSize.md,
  color: vars.color.brand.text,
  '@media': { [media.phone]: { fontSize: vars.fontSize.sm } },
});

/** Header items that the menu takes over in the compact header. */
export const fullHeaderOnly = style({});
/** The header menu exists only in the compact header; the full header shows its items in the bar. */
export const compactHeaderOnly = style({});
// Scoped to the bar, so they outrank the display of ui-kit's buttons and menu whatever the CSS order.
globalStyle(`${headerBar} ${fullHeaderOnly}`, { '@media': { [compactHeader]: { display: 'none' } } });
globalStyle(`${headerBar} ${compactHeaderOnly}`, { '@media': { [media.desktop]: { display: 'none' } } });

/** Read out everywhere, shown only in the full header (the compact one shows the amount alone). */
export const visuallyHiddenInCompactHeader = style({
  '@media': {
    [compactHeader]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** The header menu's panel: as wide as the phone allows, its items stacked. */
export const menuPanel = style({
  minWidth: '16rem',
  '@media': { [media.phone]: { width: `calc(100vw - 2 * ${vars.space.sm})` } },
});

export const menuSection = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuNote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const footer = style({
  marginTop: vars.space.xxl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { paddingBottom: `calc(${BOTTOM_NAV_HEIGHT} + ${vars.space.xl})` } },
});

export const footerInner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({ color: vars.color.text, textDecoration: 'none' });

export const paymentLogos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const paymentLogo = style({ height: '24px', width: 'auto' });

/** Spec 2: the bottom navigation exists on phones only (≤ 575.98 px). */
export const bottomNav = style({
  display: 'none',
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      height: BOTTOM_NAV_HEIGHT,
      zIndex: vars.zIndex.sticky,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const bottomNavLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { color: vars.color.brand.text } },
});

/** Setting layout: side navigation beside the content; the column is hidden on mobile (≤ 767.98 px). */
export const settingGrid = style({
  display: 'grid',
  gridTemplateColumns: '240px 1fr',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.belowTablet]: { gridTemplateColumns: '1fr' } },
});

export const sideColumn = style({
  '@media': { [media.belowTablet]: { display: 'none' } },
});

export const sideNavList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xxs,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const sideNavLink = style([
  navLink,
  { display: 'block', padding: `${vars.space.sm} ${vars.space.md}` },
]);

/**
 * The play page draws its game bar at the top of this stage; the stage is exactly the window (the dynamic
 * viewport on phones, whose browser bars come and go), so the game fills what the bar leaves and the page
 * never scrolls.
 */
export const gameStage = style({
  height: ['100vh', '100dvh'],
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  boxSizing: 'border-box',
});

export const languageSelect = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  maxWidth: '10rem',
  // In the header menu it takes the panel's width.
  selectors: { [`${menuSection} &`]: { maxWidth: 'none' } },
});
