import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const box = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  accentColor: vars.color.brand.text,
  cursor: 'pointer',
});

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.critical.text,
  marginTop: vars.space.xs,
});
