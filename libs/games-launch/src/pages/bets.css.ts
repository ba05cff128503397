import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui-kit';

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** The line under the filters naming the time zone their days are counted in (a row of its own). */
export const filterNote = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const summaryItem = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
