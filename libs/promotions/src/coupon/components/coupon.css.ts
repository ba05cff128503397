import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** The form keeps a readable width on wide screens and takes the whole width on phones. */
export const form = style({ maxWidth: '28rem', width: '100%' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** Links under a page's heading: wrap on phones, side by side from tablet up. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Spec 4: a coupon under verification blocks playing and payments, so it stands out. */
export const verifying = style({
  borderInlineStart: `4px solid ${vars.color.caution.base}`,
  background: vars.color.caution.soft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const verifyingTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Label and value pairs: stacked on phones, two columns from tablet up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.md },
  },
});

/** A label and its value: a group for the markup, cells of the grid above for the layout. */
export const factRow = style({ display: 'contents' });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** Staff's note under a failed redemption's name. */
export const cellNote = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
