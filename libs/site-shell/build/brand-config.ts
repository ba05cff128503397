import { runnerImport } from 'vite';
import type * as Brands from '@casino/brands';
import type { BrandConfig } from '@casino/contracts';

/**
 * The brand a build is for: `BRAND` (validated by getBrand, so a typo fails the build with the known ids),
 * else the default; `WEB_NAME` overrides its web_name, as it does on the API. Each brand builds into its
 * own `dist/<brand id>`, which `npm start` serves: `BRAND=neon-jungle npm start` builds and serves that
 * brand, and two brands can be served side by side. Nx keys its build cache on BRAND and WEB_NAME and
 * caches `dist/<brand>` (its `--brand` option), so switching back restores the other brand's build
 * instead of rebuilding it.
 */
export async function buildBrand(env: NodeJS.ProcessEnv = process.env): Promise<{
  brand: BrandConfig;
  outDir: string;
}> {
  // Through Vite's module runner: the brands library is TypeScript source with extensionless imports,
  // which Node's own loader (used for config dependencies) cannot follow.
  const { module: brands } = await runnerImport<typeof Brands>('@casino/brands', {
    configFile: false,
    logLevel: 'silent',
  });
  const brand = brands.getBrand(env['BRAND'] || brands.DEFAULT_BRAND_ID);
  // WEB_NAME renames the session cookies on the API; the site reads the hint cookie by the same name.
  const webName = env['WEB_NAME'] || brand.web_name;
  return { brand: { ...brand, web_name: webName }, outDir: `dist/${brand.id}` };
}

/**
 * Vite settings shared by the build and the tests: the brand object, and the theme entry point. The theme
 * entry is one generic file for every brand: the vanilla-extract compiler evaluates it with this `define`
 * at build time, so it compiles into the build's brand's theme (and its bundled fonts) only.
 */
export function brandViteSettings(brand: BrandConfig) {
  return {
    define: { __BRAND__: JSON.stringify(brand) },
    alias: { 'virtual:brand-theme': '@casino/ui-kit/brand-theme' },
  };
}
