import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui-kit';

export const narrow = style({ maxWidth: '480px', margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });
export const article = style({ maxWidth: '880px', margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
