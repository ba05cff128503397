import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});
