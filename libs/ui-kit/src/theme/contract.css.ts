import { createGlobalThemeContract } from '@vanilla-extract/css';
import { referenceTokens } from './tokens';
import { themeVarName } from './var-names';

/**
 * Stable, readable custom property names (`--casino-color-brand-base`) so the pre-paint bootstrap
 * script and the shell's index.html can address them without the build's class hashes.
 */
export const vars = createGlobalThemeContract(referenceTokens, (_value, path) => themeVarName(path));

export type ThemeVars = typeof vars;
