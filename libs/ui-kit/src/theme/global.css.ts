import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('html', {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0 });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/** One visible focus style for keyboard users everywhere. */
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
