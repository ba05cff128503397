import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });
