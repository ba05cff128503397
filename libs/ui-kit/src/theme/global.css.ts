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

/**
 * Links read on every backdrop of the theme (the browser's default blue does not on a dark one). `:where`
 * keeps this at zero specificity, so a link with a class of its own (navigation, footer) still sets its
 * colour there. Underlined, so a link in running text does not rely on colour alone.
 */
globalStyle(':where(a)', { color: vars.color.brand.text });
globalStyle(':where(a:hover)', { textDecorationThickness: '2px' });

/** One visible focus style for keyboard users everywhere. */
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
