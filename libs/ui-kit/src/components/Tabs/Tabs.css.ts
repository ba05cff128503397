import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.brand.text, borderBottomColor: vars.color.brand.text },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ paddingTop: vars.space.lg });
