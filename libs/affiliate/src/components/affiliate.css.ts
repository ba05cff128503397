import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });

/** Good news in words (the member's standing is active), in the positive tone's text colour. */
export const positive = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.positive.text,
  overflowWrap: 'anywhere',
});

/** Label and figure pairs: one a row on phones, two from tablet up, as many as fit on desktop. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' },
  },
});

export const figure = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

/** "How it works": numbered steps, stacked on phones, in a row from desktop up. */
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const step = style({
  counterIncrement: 'step',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'inline-grid',
      placeItems: 'center',
      width: '2em',
      height: '2em',
      borderRadius: vars.radius.full,
      background: vars.color.brand.base,
      color: vars.color.brand.on,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md });

/** The referral link and code beside the QR code from tablet up, under each other on phones. */
export const share = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** A value to copy: the text (wrapping anywhere, a link is long) and its copy button. */
export const copyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const copyValue = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** A scannable code: black on white whatever the theme, because scanners need the contrast. */
export const qrFrame = style({
  justifySelf: 'center',
  background: '#ffffff',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  lineHeight: 0,
});

/** The account area's sections: a row of links that wraps on phones. */
export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.brand.text },
    '&[aria-current="page"]': {
      color: vars.color.brand.text,
      borderBottomColor: vars.color.brand.base,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/** A search or range control row: stacked on phones, in a row from tablet up. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** Range buttons (7, 30, 90 days) as one group. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
  padding: 0,
});

/** Wide tables scroll inside their region on phones instead of stretching the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.xs,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A chart: as wide as its card, a fixed height so the page does not jump while uPlot loads. */
export const chart = style({
  width: '100%',
  minHeight: '240px',
  overflow: 'hidden',
});

globalStyle(`${chart} .u-legend`, { color: vars.color.text, fontSize: vars.fontSize.sm });

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
} as const;

/** A link that leads somewhere as the page's main action (register, the account), drawn as a button. */
export const actionLink = style({
  ...linkBase,
  background: vars.color.brand.base,
  color: vars.color.brand.on,
  selectors: {
    '&:hover': { background: vars.color.brand.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A link to the other way out, drawn as a secondary button. */
export const secondaryLink = style({
  ...linkBase,
  color: vars.color.brand.text,
  borderColor: vars.color.brand.text,
  selectors: {
    '&:hover': { background: vars.color.brand.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
