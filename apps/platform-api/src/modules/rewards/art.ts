/**
 * The seeded shop's pictures, drawn as SVG so that the site needs no CDN and works offline. Served at
 * `REWARD_ART_PATH/<name>.svg` (under a prefix the site's dev server forwards to the API).
 */
export const REWARD_ART_PATH = '/pbgapi/assets/rewards';

const frame = (from: string, to: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#f59e0b"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
<rect width="400" height="300" rx="28" fill="url(#bg)"/>
<ellipse cx="200" cy="262" rx="120" ry="14" fill="rgba(0,0,0,.25)"/>
${body}</svg>`;

const box = (lid: string, side: string, ribbon: string) => `
<rect x="120" y="130" width="160" height="125" rx="10" fill="${side}"/>
<rect x="105" y="100" width="190" height="42" rx="10" fill="${lid}"/>
<rect x="188" y="100" width="24" height="155" fill="${ribbon}"/>
<path d="M200 100c-30-45-75-35-60-10 8 12 40 12 60 10zM200 100c30-45 75-35 60-10-8 12-40 12-60 10z" fill="${ribbon}"/>
<text x="200" y="210" font-family="sans-serif" font-size="56" font-weight="800" fill="rgba(255,255,255,.85)" text-anchor="middle">?</text>`;

const cards = (face: string, mark: string) => `
<g transform="rotate(-14 200 170)"><rect x="115" y="70" width="120" height="170" rx="14" fill="${face}" stroke="#fff" stroke-width="5"/></g>
<g transform="rotate(12 200 170)"><rect x="170" y="70" width="120" height="170" rx="14" fill="${face}" stroke="#fff" stroke-width="5"/></g>
<rect x="140" y="60" width="120" height="170" rx="14" fill="#fff"/>
<rect x="150" y="70" width="100" height="150" rx="10" fill="${face}"/>
<text x="200" y="165" font-family="serif" font-size="64" font-weight="700" fill="${mark}" text-anchor="middle">★</text>`;

export const REWARD_ART: Record<string, string> = {
  hoodie: frame(
    '#1e3a8a',
    '#0f172a',
    `<path d="M150 70q50-35 100 0l70 40-25 55-25-12v110H130V153l-25 12-25-55z" fill="#e11d48"/>
<path d="M165 70q35 50 70 0" fill="none" stroke="#9f1239" stroke-width="10"/>
<rect x="165" y="200" width="70" height="40" rx="8" fill="#be123c"/>
<path d="M188 90v40M212 90v40" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<text x="200" y="180" font-family="sans-serif" font-size="22" font-weight="800" fill="#fff" text-anchor="middle">CASINO</text>`,
  ),
  earbuds: frame(
    '#0e7490',
    '#082f49',
    `<rect x="125" y="150" width="150" height="100" rx="40" fill="#f8fafc"/>
<path d="M125 190h150" stroke="#cbd5e1" stroke-width="4"/>
<circle cx="200" cy="230" r="5" fill="#22c55e"/>
<g fill="#f8fafc"><circle cx="150" cy="95" r="28"/><rect x="142" y="100" width="16" height="55" rx="8"/>
<circle cx="250" cy="95" r="28"/><rect x="242" y="100" width="16" height="55" rx="8"/></g>
<circle cx="150" cy="95" r="13" fill="#334155"/><circle cx="250" cy="95" r="13" fill="#334155"/>`,
  ),
  smartwatch: frame(
    '#4c1d95',
    '#1e1b4b',
    `<rect x="165" y="30" width="70" height="240" rx="22" fill="#334155"/>
<rect x="135" y="85" width="130" height="130" rx="32" fill="#0f172a" stroke="#94a3b8" stroke-width="8"/>
<rect x="268" y="125" width="12" height="40" rx="5" fill="#94a3b8"/>
<text x="200" y="150" font-family="sans-serif" font-size="34" font-weight="700" fill="#f8fafc" text-anchor="middle">10:09</text>
<path d="M160 180h18l8-14 10 26 8-12h36" fill="none" stroke="#22c55e" stroke-width="5" stroke-linejoin="round"/>`,
  ),
  'card-holder': frame(
    '#78350f',
    '#1c1917',
    `<rect x="105" y="95" width="190" height="130" rx="16" fill="url(#gold)"/>
<rect x="120" y="70" width="160" height="60" rx="10" fill="#1e293b"/>
<rect x="135" y="60" width="130" height="50" rx="8" fill="#2563eb"/>
<rect x="150" y="75" width="30" height="20" rx="4" fill="#fde68a"/>
<rect x="105" y="130" width="190" height="95" rx="16" fill="url(#gold)"/>
<text x="200" y="190" font-family="serif" font-size="30" font-weight="700" fill="#78350f" text-anchor="middle">VIP</text>`,
  ),
  'lucky-box-silver': frame('#475569', '#0f172a', box('#e2e8f0', '#94a3b8', '#2563eb')),
  'lucky-box-gold': frame('#b45309', '#451a03', box('#fcd34d', '#f59e0b', '#dc2626')),
  'random-card': frame('#065f46', '#022c22', cards('#dc2626', '#fde68a')),
  'random-card-royal': frame('#581c87', '#1e1b4b', cards('#1d4ed8', '#fcd34d')),
};
