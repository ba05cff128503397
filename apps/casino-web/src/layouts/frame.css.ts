import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

const BOTTOM_NAV_HEIGHT = '60px';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Spec 9: the content starts below the fixed header (62 px), and below the ticker too (102 px). */
export const content = styleVariants({
  plain: { paddingTop: vars.layout.topPadding },
  withTicker: { paddingTop: vars.layout.topPaddingWithTicker },
});

export const main = style({
  flex: 1,
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
  '@media': { [media.phone]: { gap: vars.space.sm, paddingInline: vars.space.sm } },
});

export const logoLink = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
export const logo = style({
  height: '40px',
  width: 'auto',
  display: 'block',
  '@media': { [media.phone]: { height: '32px' } },
});

export const mainNav = style({
  display: 'flex',
  gap: vars.space.md,
  flex: 1,
  overflowX: 'auto',
  '@media': { [media.belowTablet]: { display: 'none' } },
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
    '&[aria-current="page"]': { color: vars.color.brand.base },
  },
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

globalStyle(`${headerEnd} > *`, { whiteSpace: 'nowrap' });

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { [media.phone]: { display: 'none' } },
});

export const balanceAmount = style({ fontSize: vars.fontSize.md, color: vars.color.brand.base });

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
  selectors: { '&[aria-current="page"]': { color: vars.color.brand.base } },
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

/** The play page draws its game bar at the top of this stage; the stage gives it the whole window. */
export const gameStage = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
});

export const languageSelect = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  maxWidth: '10rem',
  '@media': { [media.phone]: { maxWidth: '6.5rem' } },
});

/** What the bottom navigation or the page already offers on a phone, kept out of the narrow header. */
export const hideOnPhone = style({ '@media': { [media.phone]: { display: 'none' } } });
