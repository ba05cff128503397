import { useEffect } from 'react';
import type { GlobalConfig } from '@casino/contracts';
import { rememberTemplateColor } from '@casino/ui-kit';
import type { BrandColors } from '@casino/ui-kit';

/**
 * Points the page's icon at staff's `fav_icon` (global config) in place of the build's brand icon. A value
 * that is not a URL leaves the brand's icon alone, so a typo cannot blank the tab.
 */
export function applyFavicon(url: string, doc: Document = document): boolean {
  if (!URL.canParse(url, doc.baseURI)) return false;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = new URL(url, doc.baseURI).href;
  return true;
}

/** The operator's run-time look from global config over the build's brand: template_color and fav_icon. */
export function useSiteLook(
  globalConfig: Pick<GlobalConfig, 'template_color' | 'fav_icon'> | undefined,
  brandColors: BrandColors,
) {
  const templateColor = globalConfig?.template_color;
  const favIcon = globalConfig?.fav_icon;
  useEffect(() => {
    if (templateColor) rememberTemplateColor(templateColor, brandColors);
  }, [templateColor, brandColors]);
  useEffect(() => {
    if (favIcon) applyFavicon(favIcon);
  }, [favIcon]);
}
