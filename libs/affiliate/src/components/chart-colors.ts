import { referenceTokens, vars } from '@casino/ui-kit';

/**
 * A theme colour as canvas drawing needs it: the brand theme's custom property as it is applied now
 * (`template_color` may have changed it at run time), else the reference theme's value.
 */
function themeColor(variable: string, fallback: string): string {
  const name = /var\((--[^),\s]+)/.exec(variable)?.[1];
  if (!name || typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The colours a chart draws with, read from the brand theme each time a chart is drawn. */
export function chartColors() {
  const color = referenceTokens.color;
  return {
    brand: themeColor(vars.color.brand.base, color.brand.base),
    accent: themeColor(vars.color.accent.base, color.accent.base),
    info: themeColor(vars.color.info.base, color.info.base),
    positive: themeColor(vars.color.positive.base, color.positive.base),
    critical: themeColor(vars.color.critical.base, color.critical.base),
    text: themeColor(vars.color.textMuted, color.textMuted),
    grid: themeColor(vars.color.border, color.border),
  };
}

export type ChartColor = Exclude<keyof ReturnType<typeof chartColors>, 'text' | 'grid'>;
