import { BrandConfig } from '@casino/contracts';
import { neonJungle } from './configs/neon-jungle';
import { royalSiam } from './configs/royal-siam';

export { svgToDataUri } from './svg';

/** Every brand the build can pick with BRAND=<id>; each is parsed so a bad config fails at import. */
export const brands: readonly BrandConfig[] = [royalSiam, neonJungle].map((brand) =>
  BrandConfig.parse(brand),
);

export const DEFAULT_BRAND_ID = 'royal-siam';

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
