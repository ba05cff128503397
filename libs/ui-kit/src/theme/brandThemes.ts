/**
 * One lazily loaded theme class per brand: the bundler emits each brand's CSS as its own chunk, and only
 * the chosen one is fetched. Add a line here (and a `brands/<id>.css.ts`) when a brand is added.
 */
export const brandThemeLoaders: Record<string, () => Promise<{ themeClass: string }>> = {
  'royal-siam': () => import('./brands/royal-siam.css'),
  'neon-jungle': () => import('./brands/neon-jungle.css'),
};

/** Loads the brand's theme class and puts it on the element (by default <html>). */
export async function loadBrandTheme(brandId: string, element: HTMLElement = document.documentElement) {
  const load = brandThemeLoaders[brandId];
  if (!load) throw new Error(`No theme for brand "${brandId}"`);
  const { themeClass } = await load();
  element.classList.add(themeClass);
  return themeClass;
}
