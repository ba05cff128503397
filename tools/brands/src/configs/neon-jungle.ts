import { defineBrand, inlineSvgLogo } from '../define';

/** Dark green and neon lime, sharp corners, a monospace-leaning system stack, English first. */
export default defineBrand({
  id: 'neon-jungle',
  name: 'Neon Jungle',
  web_name: 'neonjungle',
  // A sharp lime leaf beside a monospace name; its colours are part of the brand asset.
  logo: inlineSvgLogo(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Neon Jungle">
<path d="M6 42L24 6l18 36L24 30z" fill="#b6ff2e"/>
<path d="M24 6v24" stroke="#0a1f14" stroke-width="2"/>
<text x="50" y="31" font-family="ui-monospace, 'Cascadia Mono', Menlo, monospace" font-size="18" font-weight="700" fill="#b6ff2e">NEON/JUNGLE</text>
</svg>`),
  colors: {
    brand: '#b6ff2e',
    accent: '#ff2e93',
    background: '#0a1f14',
    surface: '#12301f',
    text: '#e8ffe0',
  },
  radius: 'sharp',
  font: {
    stack: "ui-monospace, 'Cascadia Code', 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  locales: ['en', 'id', 'vn', 'ph', 'es', 'pt', 'br'],
  mobile_url: null,
  time_zone: 'Asia/Manila',
  currency: { code: 'THB', digits: 2 },
  country: 'TH',
  contact: { code: 'others', name: 'LINE', link: 'https://line.me/' },
  features: ['coupon', 'point', 'quest', 'rebate', 'affiliate'],
});
