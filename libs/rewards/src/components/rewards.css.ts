import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const intro = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.positive.text,
});

export const problem = style({ margin: 0, color: vars.color.critical.text });

/** Cards of a tab or page: one a row on phones, two from tablet up, three on desktop, four on wide. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const gridItem = style({ display: 'flex', flexDirection: 'column' });

globalStyle(`${gridItem} > *`, { flexGrow: 1 });

/** A shop item's picture: a fixed ratio, so the grid does not jump while images load. */
export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
});

/** Label and value pairs, one under the other. */
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** The points summary's figures: stacked on phones, in a row from tablet up. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Buttons and links of a card or form: they wrap under each other when narrow. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A seed or hash: long hex that must wrap anywhere on a phone. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

/** Two columns of detail (the special reward's picture beside its facts) from tablet up. */
export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const form = style({ maxWidth: '32rem' });

// ---------- the draws ----------

const shake = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '20%': { transform: 'rotate(-8deg) scale(1.04)' },
  '40%': { transform: 'rotate(8deg) scale(1.08)' },
  '60%': { transform: 'rotate(-6deg) scale(1.1)' },
  '80%': { transform: 'rotate(4deg) scale(1.12)' },
});

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.6)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** The box being opened, and the prize that comes out: still for members who ask for less motion. */
export const box = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '8rem',
  fontSize: '4rem',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${shake} 0.6s ease-in-out 2` } },
});

export const prize = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.positive.soft,
  textAlign: 'center',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${popIn} 0.35s ease-out` } },
});

export const prizeText = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** The random card's cards: a row of five that wraps on the narrowest phones. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(4.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '7rem',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.base,
  color: vars.color.brand.on,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brand.hover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default' },
  },
});

/** A card turned face up: the prize it hid. */
export const cardFaceUp = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${popIn} 0.35s ease-out` } },
});

/** The member's pick among the revealed cards. */
export const cardPicked = style({
  borderColor: vars.color.positive.base,
  background: vars.color.positive.soft,
});
