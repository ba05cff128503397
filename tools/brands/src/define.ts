import type { BrandConfigInput } from '@casino/contracts';
import { svgToDataUri } from './svg';

/**
 * A brand's config file default-exports `defineBrand({...})`: everything the brand is (name, palette, logo,
 * font, languages, currency, mobile URL, contact channel, features) in one object. The index discovers the
 * files and validates each with the contracts' BrandConfig.
 */
export function defineBrand(brand: BrandConfigInput): BrandConfigInput {
  return brand;
}

/** The brand's logo written inline as SVG markup: shipped as a data URI, so it needs no network fetch. */
export function inlineSvgLogo(svg: string): string {
  return svgToDataUri(svg);
}
