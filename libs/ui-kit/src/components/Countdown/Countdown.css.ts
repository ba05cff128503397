import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const timer = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });

export const expired = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
