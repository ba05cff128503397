import { runnerImport } from 'vite';
import type * as Brands from '@casino/brands';
import type { BrandConfig } from '@casino/contracts';

/**
 * The brand a build is for: `BRAND` (validated by getBrand, so a typo fails the build with the known ids),
 * else the default. Every brand builds into `dist/`, which `npm start` serves: `BRAND=neon-jungle npm start`
 * builds and serves that brand. Nx keys its build cache on BRAND, so switching back restores the other
 * brand's build instead of rebuilding it; copy `dist/` away to keep two brands' builds at once.
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
  return { brand, outDir: 'dist' };
}

/** Vite settings shared by the build and the tests: the brand object and its theme entry point. */
export function brandViteSettings(brand: BrandConfig) {
  return {
    define: { __BRAND__: JSON.stringify(brand) },
    alias: { 'virtual:brand-theme': `@casino/ui-kit/themes/${brand.id}` },
  };
}
