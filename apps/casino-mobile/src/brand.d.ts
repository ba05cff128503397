import type { BrandConfig } from '@casino/contracts';

declare global {
  /** The build's brand, from BRAND (vite `define`). */
  const __BRAND__: BrandConfig;
}
