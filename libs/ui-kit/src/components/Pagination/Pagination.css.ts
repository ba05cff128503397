import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  minWidth: '40px',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.brand.base,
      borderColor: vars.color.brand.base,
      color: vars.color.brand.on,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const gap = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });
