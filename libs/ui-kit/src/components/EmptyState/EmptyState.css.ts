import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.brand.text, fontSize: '40px', lineHeight: 1 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const description = style({ margin: 0, maxWidth: '40ch', fontSize: vars.fontSize.sm });
