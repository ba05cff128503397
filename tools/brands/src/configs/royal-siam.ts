import type { BrandConfig } from '@casino/contracts';
import { royalSiamLogoSvg } from '../logos/royal-siam';
import { svgToDataUri } from '../svg';

/** Deep navy and gold, rounded corners, a serif display stack, Thai first. */
export const royalSiam: BrandConfig = {
  id: 'royal-siam',
  name: 'Royal Siam',
  web_name: 'royalsiam',
  logo: svgToDataUri(royalSiamLogoSvg),
  colors: {
    brand: '#d4a72c',
    accent: '#c0392b',
    background: '#07142f',
    surface: '#0f2452',
    text: '#f4ecd6',
  },
  radius: 'round',
  font: "'Noto Sans Thai', 'Leelawadee UI', Tahoma, 'Segoe UI', system-ui, sans-serif",
  locales: ['th', 'en', 'zh', 'my', 'mm'],
  mobile_url: null,
  time_zone: 'Asia/Bangkok',
};
