/// <reference types="vite/client" />
import { BrandConfig } from '@casino/contracts';
import type { BrandConfigInput } from '@casino/contracts';

export { svgToDataUri } from './svg';
export { defineBrand, inlineSvgLogo } from './define';

type BrandModule = { default: BrandConfigInput };

/**
 * Every brand file in ./configs, by path. A new brand is one new file there and nothing else. Vite (the
 * builds, the tests, Storybook) expands the glob at compile time; plain Node with the TypeScript loader
 * (`npm run dev`'s API, admin-cli's tests) has no glob, so there the folder is read and each file required.
 */
function brandModules(): Record<string, BrandModule> {
  try {
    return import.meta.glob<BrandModule>('./configs/*.ts', { eager: true });
  } catch {
    const { readdirSync } = process.getBuiltinModule('node:fs');
    const { createRequire } = process.getBuiltinModule('node:module');
    // Through a variable: Vite would otherwise take `new URL(literal, import.meta.url)` for an asset.
    const here = import.meta.url;
    const require = createRequire(here);
    const files = readdirSync(new URL('./configs/', here)).filter((file) => /^[a-z0-9-]+\.ts$/.test(file));
    return Object.fromEntries(
      files.map((file) => [`./configs/${file}`, require(`./configs/${file}`) as BrandModule]),
    );
  }
}

export const DEFAULT_BRAND_ID = 'royal-siam';

function discoverBrands(): BrandConfig[] {
  const found = Object.entries(brandModules()).map(([path, module]) => {
    const brand = BrandConfig.parse(module.default);
    const fileId = /([^/]+)\.ts$/.exec(path)?.[1];
    if (brand.id !== fileId)
      throw new Error(`${path} declares brand "${brand.id}": name the file after its id`);
    return brand;
  });
  // The default first, then by id, whatever order the folder was read in.
  const rank = (brand: BrandConfig) => (brand.id === DEFAULT_BRAND_ID ? '' : brand.id);
  return found.sort((a, b) => rank(a).localeCompare(rank(b)));
}

/** Every brand the build can pick with BRAND=<id>; each is parsed so a bad config fails at import. */
export const brands: readonly BrandConfig[] = discoverBrands();

export const BRAND_IDS: readonly string[] = brands.map((brand) => brand.id);

export function findBrand(id: string): BrandConfig | undefined {
  return brands.find((brand) => brand.id === id);
}

/** The brand with this id; throws with the known ids so a typo in BRAND is obvious. */
export function getBrand(id: string): BrandConfig {
  const brand = findBrand(id);
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${BRAND_IDS.join(', ')}`);
  return brand;
}
