import type { BrandConfig } from '@casino/contracts';
import { neonJungleLogoSvg } from '../logos/neon-jungle';
import { svgToDataUri } from '../svg';

/** Dark green and neon lime, sharp corners, a monospace-leaning system stack, English first. */
export const neonJungle: BrandConfig = {
  id: 'neon-jungle',
  name: 'Neon Jungle',
  web_name: 'neonjungle',
  logo: svgToDataUri(neonJungleLogoSvg),
  colors: {
    brand: '#b6ff2e',
    accent: '#ff2e93',
    background: '#0a1f14',
    surface: '#12301f',
    text: '#e8ffe0',
  },
  radius: 'sharp',
  font: "ui-monospace, 'Cascadia Code', 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  locales: ['en', 'id', 'vn', 'ph', 'es', 'pt', 'br'],
  mobile_url: null,
  time_zone: 'Asia/Manila',
};
