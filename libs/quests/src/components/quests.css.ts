import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** A group's quests: one card a row on phones, two from tablet up, three on desktop. */
export const questGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const questItem = style({ display: 'flex', flexDirection: 'column' });

globalStyle(`${questItem} > *`, { flexGrow: 1 });

export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The quest's name, linking to its page. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
});

/** The badges over a card: its state and repeat. */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

/** Label and value pairs of a quest, one under the other. */
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** A line of detail under a fact's value (a free-spin reward's stake and how long it lasts). */
export const factNote = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The action row: buttons wrap under each other on narrow cards. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const status = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.positive.text,
});

export const problem = style({ margin: 0, color: vars.color.critical.text });

/** The check-in's facts beside its button from tablet up, stacked on phones. */
export const checkIn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const checkInFacts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const streak = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The detail page's facts: stacked on phones, two columns of pairs from tablet up. */
export const detailFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const title = style({ margin: 0, overflowWrap: 'anywhere' });
