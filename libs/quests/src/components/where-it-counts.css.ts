import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@casino/ui-kit';

/** Wider than a phone (spec: phones end at 575.98px). */
const abovePhone = `screen and (min-width: ${breakpoints.phoneMax + 0.02}px)`;

/** The categories beside the providers from tablet up, one under the other on phones. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

/** A short list of names as chips that wrap. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** Game tiles: two a row on phones, three on large phones, four from tablet up, six on wide screens. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [abovePhone]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

const picture = { width: '100%', aspectRatio: '4 / 3', display: 'block' } as const;

export const tileImage = style({ ...picture, objectFit: 'cover' });

/** In place of a missing picture: the game's initial on the brand's soft shade (decorative). */
export const tilePlaceholder = style({
  ...picture,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand.soft,
  color: vars.color.brand.text,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const tileBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  padding: vars.space.sm,
});

/** The game's name; focused (programmatically) when "Show more" brings its tile in. */
export const tileName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const tileProvider = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The action sits at the bottom of every tile, whatever the length of the names above it. */
export const tileAction = style({ marginTop: 'auto', paddingTop: vars.space.xs });
