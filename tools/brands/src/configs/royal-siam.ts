import { defineBrand, inlineSvgLogo } from '../define';

/** Deep navy and gold, rounded corners, a serif display stack, Thai first, trading in baht. */
export default defineBrand({
  id: 'royal-siam',
  name: 'Royal Siam',
  web_name: 'royalsiam',
  // A gold crown over a navy shield; its colours are part of the brand asset.
  logo: inlineSvgLogo(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Royal Siam">
<path d="M8 6h32v20c0 10-8 16-16 20C16 42 8 36 8 26z" fill="#0b1f4b" stroke="#d4a72c" stroke-width="2"/>
<path d="M14 24l4-10 6 7 6-7 4 10z" fill="#d4a72c"/>
<rect x="14" y="26" width="20" height="4" rx="1" fill="#d4a72c"/>
<text x="50" y="31" font-family="Georgia, 'Times New Roman', serif" font-size="20" font-weight="700" fill="#d4a72c">Royal Siam</text>
</svg>`),
  colors: {
    brand: '#d4a72c',
    accent: '#c0392b',
    background: '#07142f',
    surface: '#0f2452',
    text: '#f4ecd6',
  },
  radius: 'round',
  font: { stack: "'Noto Sans Thai', 'Leelawadee UI', Tahoma, 'Segoe UI', system-ui, sans-serif" },
  locales: ['th', 'en', 'zh', 'my', 'mm'],
  mobile_url: null,
  time_zone: 'Asia/Bangkok',
  currency: { code: 'THB', digits: 2 },
  country: 'TH',
  contact: { code: 'others', name: 'LINE', link: 'https://line.me/' },
  features: ['coupon', 'point', 'quest', 'rebate', 'affiliate'],
});
