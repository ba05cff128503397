import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withAdornment = style({ paddingRight: '48px' });

export const adornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
