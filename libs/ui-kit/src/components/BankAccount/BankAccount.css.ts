import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const bank = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
});

export const holder = style({ fontSize: vars.fontSize.sm });
