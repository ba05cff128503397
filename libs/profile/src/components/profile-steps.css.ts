import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const stepper = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
