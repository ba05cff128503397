import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

/** One card a row on phones, two from tablet up, three on desktop. */
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
  },
});

export const cardLink = style({ color: vars.color.text, textDecoration: 'underline' });

export const facts = style({ margin: 0, paddingInlineStart: vars.space.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableScroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.xs });
