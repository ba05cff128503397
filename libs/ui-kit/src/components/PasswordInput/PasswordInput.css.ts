import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toggle = style({
  minWidth: '40px',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});
