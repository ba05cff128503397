import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const narrow = style({ maxWidth: '480px', margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });
