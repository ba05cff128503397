import { toneShades } from './color.ts';
import type { ToneShades } from './color.ts';
import { textBackdrops } from './backdrops.ts';
import type { BrandColors } from './backdrops.ts';
import { themeVarName } from './var-names.ts';

/**
 * Runs inline in index.html before the app: paints the cached template_color so a returning visitor never
 * sees the brand's default colour flash. Self-contained because its source text is what gets inlined.
 */
function paintCachedTemplateColor(
  storageKey: string,
  propertyNames: Record<keyof ToneShades, string>,
  focusRingProperty: string,
  derive: (hex: string, backdrops: readonly string[]) => ToneShades,
  backdrops: readonly string[],
): void {
  try {
    const cached = window.localStorage.getItem(storageKey);
    if (!cached) return;
    const shades = derive(cached, backdrops);
    const style = document.documentElement.style;
    for (const key of Object.keys(propertyNames) as (keyof ToneShades)[]) {
      style.setProperty(propertyNames[key], shades[key]);
    }
    style.setProperty(focusRingProperty, shades.text);
  } catch {
    // An invalid cached value or blocked storage leaves the brand's own colours in place.
  }
}

export const TEMPLATE_COLOR_STORAGE_KEY = 'casino.template_color';

const brandToneProperties: Record<keyof ToneShades, string> = {
  base: `--${themeVarName(['color', 'brand', 'base'])}`,
  hover: `--${themeVarName(['color', 'brand', 'hover'])}`,
  active: `--${themeVarName(['color', 'brand', 'active'])}`,
  soft: `--${themeVarName(['color', 'brand', 'soft'])}`,
  on: `--${themeVarName(['color', 'brand', 'on'])}`,
  text: `--${themeVarName(['color', 'brand', 'text'])}`,
};

/**
 * The JavaScript to put in a `<script>` in `<head>` (before the stylesheet-dependent body renders), for the
 * brand the page is built for: its backdrops are embedded so the text shade matches `applyTemplateColor`.
 * Safe to import from a Vite config: this module pulls in no CSS and no React.
 */
export function templateColorBootstrapScript(brandColors: BrandColors): string {
  const args = [
    JSON.stringify(TEMPLATE_COLOR_STORAGE_KEY),
    JSON.stringify(brandToneProperties),
    JSON.stringify(`--${themeVarName(['color', 'focusRing'])}`),
    toneShades.toString(),
    JSON.stringify(textBackdrops(brandColors)),
  ];
  const script = `(${paintCachedTemplateColor.toString()})(${args.join(', ')});`;
  // Node's type stripping (when a Vite config imports this file) leaves runs of blanks where types were.
  return script.replace(/[ \t]{2,}/g, ' ').replace(/\n\s*\n/g, '\n');
}
