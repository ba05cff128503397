import './theme/global.css';

export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { breakpoints, media } from './theme/breakpoints';
export { baseTokens, referenceTokens, tokensForBrand } from './theme/tokens';
export type { BrandColors, ThemeTokens } from './theme/tokens';
export { contrastRatio, isHexColor, mix, normalizeHex, readableTextOn, toneShades } from './theme/color';
export type { ToneShades } from './theme/color';
export { applyBrandTheme, applyTemplateColor, rememberTemplateColor, themeVarsFor } from './theme/runtime';
export { TEMPLATE_COLOR_STORAGE_KEY, templateColorBootstrapScript } from './theme/bootstrap';
