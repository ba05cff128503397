import { defineBrand, inlineSvgLogo } from '../define';

/** Snow white and glacier blue with a crimson accent, soft corners, Albert Sans, for Europe in euros. */
export default defineBrand({
  id: 'alpine-crown',
  name: 'Alpine Crown',
  web_name: 'alpinecrown',
  // Three snow-capped peaks under a small crown, beside the name; its colours are part of the brand asset.
  logo: inlineSvgLogo(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Alpine Crown">
<path d="M2 44L16 20l7 10 9-18 14 32z" fill="#1b4f8a"/>
<path d="M32 12l-5 10 3-1 2 3 2-3 3 1z" fill="#ffffff" stroke="#1b4f8a" stroke-width="1"/>
<path d="M16 20l-4 7 2-1 2 2 2-2 2 1z" fill="#ffffff" stroke="#1b4f8a" stroke-width="1"/>
<path d="M24 9l2-6 3 3 3-5 3 5 3-3 2 6z" fill="#c8102e"/>
<text x="54" y="30" font-family="'Segoe UI', Helvetica, Arial, sans-serif" font-size="19" font-weight="700" letter-spacing="0.5" fill="#1b4f8a">Alpine<tspan fill="#c8102e"> Crown</tspan></text>
</svg>`),
  colors: {
    brand: '#1b4f8a',
    accent: '#c8102e',
    background: '#f4f7fb',
    surface: '#ffffff',
    text: '#14213d',
  },
  radius: 'soft',
  font: {
    stack: "'Albert Sans Variable', 'Segoe UI', Helvetica, Arial, system-ui, sans-serif",
    files: ['@fontsource-variable/albert-sans'],
  },
  locales: ['en', 'es', 'pt', 'br'],
  mobile_url: null,
  time_zone: 'Europe/Vienna',
  currency: { code: 'EUR', digits: 2 },
  country: 'AT',
  contact: { code: 'others', name: 'Email', link: 'mailto:support@alpine-crown.example' },
  features: ['coupon', 'point', 'quest', 'rebate'],
});
