import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/**
 * The carousel's box has a fixed ratio before anything loads (3:1, 16:9 on phones), so neither the
 * chunk nor the pictures arriving move the page (no layout shift). The home page reserves the same box.
 */
export const BANNER_RATIO = '3 / 1';
export const BANNER_RATIO_PHONE = '16 / 9';

export const bannerBox = style({
  position: 'relative',
  width: '100%',
  aspectRatio: BANNER_RATIO,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  '@media': { [media.phone]: { aspectRatio: BANNER_RATIO_PHONE } },
});

/** The box, then one row of controls 2.75 rem high (held even for a single banner). */
export const carousel = style({ display: 'grid', gridTemplateRows: 'auto 2.75rem', gap: vars.space.sm });

export const viewport = style([
  bannerBox,
  {
    // Vertical scrolling stays the browser's; a horizontal swipe moves the slides.
    touchAction: 'pan-y',
    userSelect: 'none',
  },
]);

export const track = style({
  display: 'flex',
  height: '100%',
  transition: 'transform 450ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ position: 'relative', flex: '0 0 100%', height: '100%' });

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // The artwork's subject is on its right; the words sit on the left.
  objectPosition: 'right center',
  pointerEvents: 'none',
});

export const caption = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '60%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xxl}`,
  // The words stay readable whatever the artwork under them.
  background: 'linear-gradient(90deg, rgba(0,0,0,.72), rgba(0,0,0,.45) 70%, transparent)',
  color: '#fff',
  '@media': {
    [media.belowTablet]: { width: '100%', padding: `${vars.space.md} ${vars.space.lg}` },
  },
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.25rem, 3vw, 2.5rem)',
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textShadow: '0 2px 6px rgba(0,0,0,.5)',
});

export const subtitle = style({
  margin: 0,
  fontSize: 'clamp(0.85rem, 1.5vw, 1.15rem)',
  maxWidth: '36ch',
  '@media': {
    [media.phone]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  },
});

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand.base,
  color: vars.color.brand.on,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand.hover },
    '&:focus-visible': { outline: `3px solid #fff`, outlineOffset: '2px' },
  },
});

export const controls = style({
  display: 'flex',
  height: '2.75rem',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.base },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dots = style({ display: 'flex', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  // 28 px wide (over WCAG 2.5.8's 24), so ten dots and the buttons fit one phone line.
  width: '1.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.full },
  },
});

export const dotMark = style({
  display: 'block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: 'transparent',
  transition: 'width 200ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`${dot}[aria-current="true"] ${dotMark}`, {
  width: '1.5rem',
  background: vars.color.brand.base,
  borderColor: vars.color.brand.base,
});

const progress = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

/** A thin bar showing the time to the next slide while the show plays. */
export const timer = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '3px',
  background: vars.color.brand.base,
  transformOrigin: 'left',
  animationName: progress,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});
