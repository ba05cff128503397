import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style({
  position: 'absolute',
  bottom: `calc(100% + ${vars.space.xs})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  boxShadow: vars.shadow.sm,
});
