import { setElementVars } from '@vanilla-extract/dynamic';
import { TEMPLATE_COLOR_STORAGE_KEY } from './bootstrap';
import { isHexColor, normalizeHex, toneShades } from './color';
import { vars } from './contract.css';
import { textBackdrops } from './backdrops';
import { colorTokens, tokensForBrand } from './tokens';
import type { BrandColors } from './tokens';

/** The custom property assignments that recolour a subtree for these brand colours. */
export function themeVarsFor(colors: BrandColors): Record<string, string> {
  const tokens = colorTokens(colors);
  const assignments: Record<string, string> = {};
  const walk = (contract: object, values: object) => {
    for (const [key, contractValue] of Object.entries(contract)) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof contractValue === 'string' && typeof value === 'string') {
        assignments[cssPropertyName(contractValue)] = value;
      } else if (contractValue && typeof contractValue === 'object' && value && typeof value === 'object') {
        walk(contractValue, value);
      }
    }
  };
  walk(vars.color, tokens);
  return assignments;
}

/** `var(--casino-color-brand-base)` to `--casino-color-brand-base`. */
export function cssPropertyName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*\)$/, '$1');
}

/** Applies a whole brand (colours, radius, font, base tokens) as inline vars, e.g. for Storybook's switcher. */
export function applyBrandTheme(element: HTMLElement, brand: Parameters<typeof tokensForBrand>[0]) {
  setElementVars(element, vars, tokensForBrand(brand));
}

/**
 * Recolours the brand tone from a runtime template_color, with its text shade derived against the brand's
 * own backdrops. Returns false (and changes nothing) when the colour is not a valid hex colour, so a bad
 * config value cannot blank the site.
 */
export function applyTemplateColor(element: HTMLElement, color: unknown, brandColors: BrandColors): boolean {
  if (!isHexColor(color)) return false;
  const shades = toneShades(color, textBackdrops(brandColors));
  setElementVars(element, vars.color.brand, shades);
  element.style.setProperty(cssPropertyName(vars.color.focusRing), shades.text);
  return true;
}

/** Applies and caches template_color; call it whenever the global config arrives. */
export function rememberTemplateColor(
  color: unknown,
  brandColors: BrandColors,
  element: HTMLElement = document.documentElement,
): boolean {
  const applied = applyTemplateColor(element, color, brandColors);
  if (applied) {
    try {
      localStorage.setItem(TEMPLATE_COLOR_STORAGE_KEY, normalizeHex(color as string));
    } catch {
      // Storage can be unavailable (private mode, quota); the colour still applies for this visit.
    }
  }
  return applied;
}
