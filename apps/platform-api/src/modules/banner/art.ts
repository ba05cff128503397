import type { BrandConfig } from '@casino/contracts';

/**
 * The seeded banners' artwork, drawn as SVG in the served brand's colours, so the site needs no CDN and
 * works offline. Pure decoration: the words are the banner's text, laid over it by the site in the
 * visitor's language (read out, translated, never baked into a picture). The subject sits on the right
 * two thirds, where the words do not cover it, and survives the phone's narrower crop.
 * Served at `BANNER_ART_PATH/<name>.svg`, under a prefix the site's dev server forwards to the API.
 */
export const BANNER_ART_PATH = '/pbgapi/assets/banners';
export const BANNER_ART_WIDTH = 1200;
export const BANNER_ART_HEIGHT = 400;

export const BANNER_ART_NAMES = ['welcome', 'slots', 'live-casino', 'vip'] as const;
export type BannerArtName = (typeof BANNER_ART_NAMES)[number];

type Palette = BrandConfig['colors'];

const frame = (c: Palette, glow: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_ART_WIDTH}" height="${BANNER_ART_HEIGHT}" viewBox="0 0 ${BANNER_ART_WIDTH} ${BANNER_ART_HEIGHT}" preserveAspectRatio="xMaxYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.background}"/><stop offset=".55" stop-color="${c.surface}"/><stop offset="1" stop-color="${glow}"/></linearGradient>
<radialGradient id="halo" cx=".72" cy=".5" r=".45"><stop offset="0" stop-color="${c.brand}" stop-opacity=".55"/><stop offset="1" stop-color="${c.brand}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset=".45" stop-color="${c.brand}"/><stop offset="1" stop-color="#6b4a05"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.background}" stop-opacity=".85"/><stop offset=".45" stop-color="${c.background}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<rect width="1200" height="400" fill="url(#halo)"/>
<g fill="${c.text}" opacity=".5"><circle cx="520" cy="60" r="2"/><circle cx="610" cy="340" r="3"/><circle cx="1140" cy="70" r="2.5"/><circle cx="1080" cy="350" r="2"/><circle cx="700" cy="40" r="1.5"/><circle cx="1170" cy="220" r="2"/></g>
${body}
<rect width="1200" height="400" fill="url(#shade)"/>
</svg>`;

const coin = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.35}" cy="${r * 0.18}" fill="#6b4a05"/><ellipse rx="${r}" ry="${r * 0.35}" fill="url(#gold)"/><ellipse rx="${r * 0.62}" ry="${r * 0.2}" fill="none" stroke="#fff3c4" stroke-width="3" opacity=".8"/></g>`;

const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-20L5-5 20 0 5 5 0 20-5 5-20 0-5-5z" fill="${fill}"/>`;

const art: Record<BannerArtName, (c: Palette) => string> = {
  // A gift box bursting with coins: the welcome bonus.
  welcome: (c) =>
    frame(
      c,
      c.accent,
      `<ellipse cx="830" cy="350" rx="210" ry="26" fill="#000" opacity=".3"/>
<rect x="700" y="190" width="260" height="160" rx="14" fill="${c.accent}"/>
<rect x="680" y="150" width="300" height="56" rx="14" fill="${c.accent}" stroke="#000" stroke-opacity=".15" stroke-width="4"/>
<rect x="812" y="150" width="36" height="200" fill="url(#gold)"/>
<path d="M830 150c-40-70-120-60-96-16 14 24 66 22 96 16zM830 150c40-70 120-60 96-16-14 24-66 22-96 16z" fill="url(#gold)"/>
${coin(640, 300, 46)}${coin(1010, 320, 40)}${coin(1060, 250, 30)}${coin(600, 230, 26)}${coin(760, 90, 30)}${coin(930, 70, 24)}
${sparkle(700, 60, 1.4, '#fff3c4')}${sparkle(1110, 140, 1.1, '#fff3c4')}${sparkle(580, 150, 0.8, c.text)}`,
    ),
  // A slot machine's three reels showing sevens.
  slots: (c) =>
    frame(
      c,
      c.brand,
      `<ellipse cx="850" cy="365" rx="230" ry="22" fill="#000" opacity=".3"/>
<rect x="640" y="50" width="420" height="310" rx="36" fill="url(#gold)"/>
<rect x="665" y="75" width="370" height="60" rx="18" fill="${c.accent}"/>
<g fill="#fff3c4"><circle cx="700" cy="105" r="9"/><circle cx="740" cy="105" r="9"/><circle cx="780" cy="105" r="9"/><circle cx="920" cy="105" r="9"/><circle cx="960" cy="105" r="9"/><circle cx="1000" cy="105" r="9"/></g>
<g><rect x="675" y="155" width="105" height="160" rx="14" fill="#fff"/><rect x="797" y="155" width="105" height="160" rx="14" fill="#fff"/><rect x="919" y="155" width="105" height="160" rx="14" fill="#fff"/></g>
<g font-family="Georgia, serif" font-size="110" font-weight="700" fill="${c.accent}" text-anchor="middle"><text x="727" y="275">7</text><text x="849" y="275">7</text><text x="971" y="275">7</text></g>
<rect x="1070" y="120" width="18" height="150" rx="9" fill="#94a3b8"/><circle cx="1079" cy="110" r="24" fill="${c.accent}"/>
${coin(590, 320, 34)}${coin(1130, 330, 30)}${sparkle(600, 90, 1.2, '#fff3c4')}${sparkle(1140, 60, 1, '#fff3c4')}`,
    ),
  // A roulette wheel and a pair of cards: the live tables.
  'live-casino': (c) =>
    frame(
      c,
      '#0b5d3b',
      `<ellipse cx="830" cy="360" rx="230" ry="24" fill="#000" opacity=".3"/>
<circle cx="800" cy="200" r="150" fill="#3b1d0a"/><circle cx="800" cy="200" r="132" fill="url(#gold)"/>
<g transform="translate(800 200)">${Array.from(
        { length: 18 },
        (_, i) =>
          `<path d="M0 0L${(120 * Math.cos((i * 20 * Math.PI) / 180)).toFixed(1)} ${(120 * Math.sin((i * 20 * Math.PI) / 180)).toFixed(1)}A120 120 0 0 1 ${(120 * Math.cos(((i + 1) * 20 * Math.PI) / 180)).toFixed(1)} ${(120 * Math.sin(((i + 1) * 20 * Math.PI) / 180)).toFixed(1)}z" fill="${i === 0 ? '#15803d' : i % 2 ? '#111827' : c.accent}"/>`,
      ).join('')}</g>
<circle cx="800" cy="200" r="62" fill="url(#gold)"/><circle cx="800" cy="200" r="18" fill="#3b1d0a"/><circle cx="872" cy="120" r="10" fill="#fff"/>
<g transform="rotate(-12 1030 230)"><rect x="960" y="130" width="120" height="170" rx="14" fill="#fff" stroke="${c.brand}" stroke-width="5"/><text x="1020" y="240" font-family="Georgia, serif" font-size="80" text-anchor="middle" fill="${c.accent}">♥</text></g>
<g transform="rotate(10 1080 230)"><rect x="1020" y="140" width="120" height="170" rx="14" fill="#fff" stroke="${c.brand}" stroke-width="5"/><text x="1080" y="250" font-family="Georgia, serif" font-size="80" text-anchor="middle" fill="#111827">♠</text></g>
${sparkle(620, 80, 1.1, '#fff3c4')}${sparkle(1150, 60, 0.9, '#fff3c4')}`,
    ),
  // A crown over a stack of gems: the member levels.
  vip: (c) =>
    frame(
      c,
      '#4c1d95',
      `<ellipse cx="850" cy="350" rx="220" ry="24" fill="#000" opacity=".3"/>
<path d="M660 300L630 120l120 90 100-150 100 150 120-90-30 180z" fill="url(#gold)" stroke="#6b4a05" stroke-width="6" stroke-linejoin="round"/>
<rect x="660" y="295" width="380" height="44" rx="12" fill="url(#gold)" stroke="#6b4a05" stroke-width="6"/>
<g><circle cx="630" cy="120" r="18" fill="${c.accent}"/><circle cx="850" cy="60" r="22" fill="${c.accent}"/><circle cx="1070" cy="120" r="18" fill="${c.accent}"/></g>
<path d="M850 190l36 44-36 44-36-44z" fill="#38bdf8" stroke="#fff" stroke-width="4"/>
<path d="M760 240l22 27-22 27-22-27zM940 240l22 27-22 27-22-27z" fill="#a78bfa" stroke="#fff" stroke-width="3"/>
${coin(600, 330, 34)}${coin(1110, 320, 36)}${sparkle(1000, 60, 1.2, '#fff3c4')}${sparkle(700, 50, 0.9, '#fff3c4')}${sparkle(1150, 200, 0.8, c.text)}`,
    ),
};

/** The named artwork in the brand's colours, or undefined for an unknown name. */
export function bannerArt(name: string, colors: Palette): string | undefined {
  return (BANNER_ART_NAMES as readonly string[]).includes(name)
    ? art[name as BannerArtName](colors)
    : undefined;
}
