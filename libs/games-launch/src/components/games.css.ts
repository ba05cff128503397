import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** Two cards a row on phones, up to six on wide screens; cards never grow past their column. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  // Off-screen cards skip layout and paint until scrolled near: a 1,000-game list stays light.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 220px',
});

export const playButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' });

export const cardText = style({ padding: `0 ${vars.space.sm}`, display: 'grid', gap: vars.space.xxs });

export const gameName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const providerName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const cardFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  marginTop: 'auto',
});

export const badge = style({ position: 'absolute', top: vars.space.xs, insetInlineStart: vars.space.xs });

export const favorite = style({
  border: 0,
  background: 'none',
  color: vars.color.accent.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  padding: vars.space.xxs,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const providerGrid = style([grid, {}]);

export const providerLink = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
});

export const providerLogo = style({ width: '64px', height: '64px', objectFit: 'contain' });

export const categoryLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const categoryLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand.base, color: vars.color.brand.on } },
});
