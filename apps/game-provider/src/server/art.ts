import type { CatalogueEntry } from '../games/catalogue';
import type { Motif, Scene } from '../games/themes';

/**
 * Catalogue art drawn as SVG from each title's theme: a background scene, the theme's motif drawn with
 * shapes and paths, the title's lettering and an engine badge, on a 4:3 tile (400 × 300 user units).
 * Everything is inline (system font stacks, no external images or fonts), so the art works offline.
 * Deterministic: the same title always gives the same bytes.
 */
export const TILE_WIDTH = 400;
export const TILE_HEIGHT = 300;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small deterministic generator (mulberry32) seeded by the title's code, for star fields and bubbles. */
function randomFrom(text: string): () => number {
  let seed = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r0 = (n: number) => Math.round(n);
const hsl = (h: number, s: number, l: number, a?: number) =>
  a === undefined ? `hsl(${h % 360},${s}%,${l}%)` : `hsla(${h % 360},${s}%,${l}%,${a})`;

interface Palette {
  h: number;
  a: number;
  /** Accent, its light and dark tones. */
  main: string;
  light: string;
  dark: string;
  /** Scene tones, far to near. */
  far: string;
  near: string;
}

function scene(kind: Scene, p: Palette, rand: () => number): string {
  const { h } = p;
  switch (kind) {
    case 'mountains':
      return `<circle cx="318" cy="70" r="30" fill="${hsl(p.a, 70, 85, 0.8)}"/><path d="M0 190L70 110L130 170L210 80L300 175L350 130L400 170V300H0Z" fill="${p.far}"/><path d="M0 230L90 160L170 220L260 150L340 210L400 180V300H0Z" fill="${p.near}"/>`;
    case 'waves':
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M0 ${190 + i * 30}Q50 ${170 + i * 30} 100 ${190 + i * 30}T200 ${190 + i * 30}T300 ${190 + i * 30}T400 ${190 + i * 30}V300H0Z" fill="${hsl(h + 10 * i, 60, 30 - i * 6, 0.85)}"/>`,
        )
        .join('');
    case 'stars':
      return Array.from({ length: 28 }, () => {
        const x = r0(rand() * 400);
        const y = r0(rand() * 220);
        return `<circle cx="${x}" cy="${y}" r="${(0.6 + rand() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
      }).join('');
    case 'city': {
      let x = 0;
      let out = '';
      while (x < 400) {
        const w = 26 + r0(rand() * 30);
        const top = 150 + r0(rand() * 70);
        out += `<rect x="${x}" y="${top}" width="${w - 4}" height="${300 - top}" fill="${p.far}"/>`;
        for (let wy = top + 10; wy < 240; wy += 18)
          if (rand() > 0.45)
            out += `<rect x="${x + 6}" y="${wy}" width="6" height="8" fill="${hsl(p.a, 90, 70, 0.7)}"/>`;
        x += w;
      }
      return out;
    }
    case 'desert':
      return `<circle cx="90" cy="80" r="34" fill="${hsl(p.a + 20, 90, 70, 0.85)}"/><path d="M0 210Q120 160 230 205T400 190V300H0Z" fill="${p.far}"/><path d="M0 250Q150 200 280 245T400 235V300H0Z" fill="${p.near}"/>`;
    case 'jungle':
      return [
        [20, 60, -30],
        [380, 70, 30],
        [40, 240, 20],
        [370, 240, -20],
        [0, 150, -60],
        [400, 150, 60],
      ]
        .map(
          ([x, y, rot]) =>
            `<ellipse cx="${x}" cy="${y}" rx="70" ry="22" transform="rotate(${rot} ${x} ${y})" fill="${hsl(120 + (rot ?? 0) / 3, 55, 24, 0.9)}"/>`,
        )
        .join('');
    case 'temple':
      return `<path d="M0 120H70L35 95Z M330 120H400L365 95Z" fill="${p.near}"/><rect x="10" y="120" width="14" height="180" fill="${p.far}"/><rect x="46" y="120" width="14" height="180" fill="${p.far}"/><rect x="340" y="120" width="14" height="180" fill="${p.far}"/><rect x="376" y="120" width="14" height="180" fill="${p.far}"/><rect y="262" width="400" height="38" fill="${p.near}"/>`;
    case 'snow':
      return `${Array.from({ length: 24 }, () => `<circle cx="${r0(rand() * 400)}" cy="${r0(rand() * 250)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#fff" opacity=".8"/>`).join('')}<path d="M0 230Q100 190 200 225T400 215V300H0Z" fill="${hsl(h, 30, 85, 0.35)}"/>`;
    case 'felt':
      return `<ellipse cx="200" cy="300" rx="260" ry="150" fill="${hsl(h, 55, 26)}"/><ellipse cx="200" cy="300" rx="230" ry="128" fill="none" stroke="${hsl(45, 70, 60, 0.6)}" stroke-width="3"/>`;
    case 'sky':
      return [
        [70, 70, 1],
        [320, 50, 0.8],
        [300, 200, 1.2],
        [60, 210, 0.9],
      ]
        .map(
          ([x, y, s]) =>
            `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity=".55"><circle r="18"/><circle cx="20" cy="4" r="14"/><circle cx="-20" cy="5" r="12"/></g>`,
        )
        .join('');
    case 'reef':
      return `${Array.from({ length: 14 }, () => `<circle cx="${r0(rand() * 400)}" cy="${r0(rand() * 230)}" r="${(2 + rand() * 5).toFixed(1)}" fill="none" stroke="#fff" stroke-opacity=".45"/>`).join('')}<path d="M30 300C20 250 50 230 35 190M60 300C75 260 50 240 65 205M350 300C340 255 370 235 355 195M375 300C390 262 365 240 382 210" stroke="${hsl(140, 60, 40)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    case 'carnival':
      return Array.from({ length: 12 }, (_, i) => {
        const a1 = (i * 30 * Math.PI) / 180;
        const a2 = ((i * 30 + 15) * Math.PI) / 180;
        return i % 2
          ? ''
          : `<path d="M200 150L${r0(200 + 400 * Math.cos(a1))} ${r0(150 + 400 * Math.sin(a1))}L${r0(200 + 400 * Math.cos(a2))} ${r0(150 + 400 * Math.sin(a2))}Z" fill="${hsl(p.a, 80, 60, 0.16)}"/>`;
      }).join('');
  }
}

/** The motif, drawn around (0, 0) within about ±80 × ±70. */
function motif(kind: Motif, p: Palette): string {
  const { main, light, dark } = p;
  switch (kind) {
    case 'dragon':
      return `<path d="M-80 40C-50 -20 -10 60 20 0S70 -40 60 -60" fill="none" stroke="${main}" stroke-width="16" stroke-linecap="round"/><path d="M-80 40C-50 -20 -10 60 20 0S70 -40 60 -60" fill="none" stroke="${light}" stroke-width="4" stroke-dasharray="6 10"/><circle cx="60" cy="-62" r="20" fill="${main}"/><path d="M58 -80L50 -100M70 -78L78 -98" stroke="${light}" stroke-width="4"/><circle cx="66" cy="-66" r="4" fill="${dark}"/><circle cx="-10" cy="60" r="12" fill="${light}"/>`;
    case 'lotus':
      return `${[-60, -30, 0, 30, 60].map((r) => `<ellipse cx="0" cy="-30" rx="18" ry="48" transform="rotate(${r} 0 20)" fill="${r === 0 ? light : main}" stroke="${dark}" stroke-width="2"/>`).join('')}<ellipse cx="0" cy="30" rx="70" ry="12" fill="${dark}"/>`;
    case 'koi':
      return ['', 'rotate(180)']
        .map(
          (t, i) =>
            `<g transform="${t}"><path d="M-60 -20C-30 -60 40 -50 60 -20L80 -40L78 0L60 -10C40 10 -30 10 -60 -20Z" fill="${i ? light : main}"/><circle cx="-40" cy="-24" r="4" fill="${dark}"/></g>`,
        )
        .join('');
    case 'coin':
      return `<circle r="64" fill="${main}" stroke="${dark}" stroke-width="4"/><circle r="50" fill="none" stroke="${light}" stroke-width="4"/><rect x="-16" y="-16" width="32" height="32" fill="${dark}"/>`;
    case 'gem':
      return `<path d="M-60 -25L-30 -60H30L60 -25L0 60Z" fill="${main}" stroke="${light}" stroke-width="3"/><path d="M-60 -25H60M-30 -60L-12 -25L0 60L12 -25L30 -60" fill="none" stroke="${light}" stroke-width="2"/><path d="M-30 -60L-12 -25H12L30 -60Z" fill="${light}" opacity=".5"/>`;
    case 'crown':
      return `<path d="M-70 40L-80 -40L-35 0L0 -60L35 0L80 -40L70 40Z" fill="${main}" stroke="${dark}" stroke-width="4"/><rect x="-72" y="40" width="144" height="16" rx="4" fill="${light}"/>${[-80, 0, 80].map((x) => `<circle cx="${x}" cy="${x === 0 ? -62 : -42}" r="8" fill="${light}"/>`).join('')}<circle cy="16" r="10" fill="${dark}"/>`;
    case 'pyramid':
      return `<path d="M0 -70L90 60H-90Z" fill="${main}"/><path d="M0 -70L90 60H20Z" fill="${dark}" opacity=".45"/><ellipse cy="0" rx="20" ry="11" fill="${light}"/><circle cy="0" r="6" fill="${dark}"/>`;
    case 'sun':
      return `${Array.from({ length: 12 }, (_, i) => `<path d="M-8 -50L0 -82L8 -50Z" transform="rotate(${i * 30})" fill="${light}"/>`).join('')}<circle r="46" fill="${main}" stroke="${dark}" stroke-width="4"/><circle cx="-15" cy="-8" r="5" fill="${dark}"/><circle cx="15" cy="-8" r="5" fill="${dark}"/><path d="M-16 16Q0 28 16 16" stroke="${dark}" stroke-width="4" fill="none"/>`;
    case 'cat':
      return `<path d="M-50 -30L-40 -75L-12 -45M50 -30L40 -75L12 -45" fill="${light}" stroke="${dark}" stroke-width="3"/><circle r="55" fill="#fff" stroke="${dark}" stroke-width="3"/><path d="M-28 -6Q-20 -16 -12 -6M12 -6Q20 -16 28 -6" stroke="${dark}" stroke-width="4" fill="none"/><path d="M-6 10H6L0 17Z" fill="${main}"/><rect x="40" y="-70" width="26" height="60" rx="13" fill="#fff" stroke="${dark}" stroke-width="3"/><circle cy="48" r="12" fill="${main}"/>`;
    case 'panda':
      return `<circle cx="-44" cy="-44" r="20" fill="#111"/><circle cx="44" cy="-44" r="20" fill="#111"/><circle r="58" fill="#fff"/><ellipse cx="-22" cy="-4" rx="13" ry="17" fill="#111"/><ellipse cx="22" cy="-4" rx="13" ry="17" fill="#111"/><circle cx="-20" cy="-6" r="4" fill="#fff"/><circle cx="20" cy="-6" r="4" fill="#fff"/><ellipse cy="22" rx="9" ry="6" fill="#111"/><path d="M-70 60L70 -70" stroke="${main}" stroke-width="8"/>`;
    case 'tree':
      return `<rect x="-10" y="10" width="20" height="60" fill="${dark}"/><circle cx="-32" cy="-4" r="34" fill="${main}"/><circle cx="32" cy="-4" r="34" fill="${main}"/><circle cy="-38" r="40" fill="${light}"/>${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="${x === 0 ? -40 : -2}" r="5" fill="#fff" opacity=".8"/>`).join('')}`;
    case 'sword':
      return ['rotate(40)', 'rotate(-40)']
        .map(
          (t) =>
            `<g transform="${t}"><rect x="-5" y="-90" width="10" height="120" fill="${light}"/><path d="M-5 -90L0 -104L5 -90Z" fill="${light}"/><rect x="-22" y="30" width="44" height="8" fill="${main}"/><rect x="-5" y="38" width="10" height="36" fill="${dark}"/></g>`,
        )
        .join('');
    case 'bolt':
      return `<circle r="70" fill="${main}" opacity=".25"/><path d="M14 -80L-40 10H-4L-20 80L44 -14H8Z" fill="${light}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>`;
    case 'cherry':
      return `<path d="M-30 30C-20 -20 10 -60 30 -70M30 30C25 -10 28 -50 30 -70" stroke="${dark}" stroke-width="6" fill="none"/><path d="M30 -70Q70 -80 70 -40Q40 -40 30 -70Z" fill="hsl(120,50%,40%)"/><circle cx="-30" cy="40" r="34" fill="${main}"/><circle cx="32" cy="40" r="34" fill="${main}"/><circle cx="-42" cy="28" r="8" fill="#fff" opacity=".6"/><circle cx="20" cy="28" r="8" fill="#fff" opacity=".6"/>`;
    case 'ship':
      return `<path d="M-80 30H80L56 64H-56Z" fill="${dark}"/><rect x="-3" y="-80" width="6" height="110" fill="${dark}"/><path d="M6 -72Q60 -40 6 20Z" fill="#f4ecd8"/><path d="M-6 -60Q-56 -30 -6 16Z" fill="#e9dfc6"/><path d="M4 -80H40L34 -70H4Z" fill="${main}"/>`;
    case 'snowflake':
      return `<g stroke="${light}" stroke-width="7" stroke-linecap="round">${Array.from({ length: 6 }, (_, i) => `<path d="M0 0V-74M0 -44L-16 -60M0 -44L16 -60" transform="rotate(${i * 60})"/>`).join('')}</g><circle r="12" fill="${main}"/>`;
    case 'tiger':
      return `<circle cx="-46" cy="-46" r="18" fill="${main}"/><circle cx="46" cy="-46" r="18" fill="${main}"/><circle r="60" fill="${main}"/><path d="M-20 -58L-12 -36M0 -60V-36M20 -58L12 -36M-60 -6L-36 -2M60 -6L36 -2M-58 16L-38 12M58 16L38 12" stroke="#1a1208" stroke-width="6" stroke-linecap="round"/><ellipse cy="26" rx="26" ry="18" fill="#fff"/><circle cx="-22" cy="-6" r="7" fill="${light}"/><circle cx="22" cy="-6" r="7" fill="${light}"/><path d="M-8 16H8L0 26Z" fill="#1a1208"/>`;
    case 'horns':
      return `<path d="M-34 -30C-90 -30 -96 -80 -70 -90C-76 -60 -60 -50 -30 -50M34 -30C90 -30 96 -80 70 -90C76 -60 60 -50 30 -50" fill="${light}" stroke="${dark}" stroke-width="3"/><path d="M-40 -50H40L30 40Q0 70 -30 40Z" fill="${main}"/><circle cx="-16" cy="-14" r="6" fill="${dark}"/><circle cx="16" cy="-14" r="6" fill="${dark}"/><ellipse cy="34" rx="20" ry="12" fill="${dark}"/>`;
    case 'planet':
      return `<circle r="56" fill="${main}"/><path d="M-56 0A56 56 0 0 0 56 0" fill="${dark}" opacity=".35"/><ellipse rx="96" ry="22" fill="none" stroke="${light}" stroke-width="8" transform="rotate(-18)"/><circle cx="70" cy="-60" r="10" fill="${light}"/>`;
    case 'mask':
      return `<path d="M-86 -20Q-40 -50 0 -20Q40 -50 86 -20Q80 40 30 30Q0 20 -30 30Q-80 40 -86 -20Z" fill="${main}" stroke="${light}" stroke-width="4"/><ellipse cx="-36" cy="-4" rx="18" ry="11" fill="${dark}"/><ellipse cx="36" cy="-4" rx="18" ry="11" fill="${dark}"/><path d="M70 -30Q90 -90 60 -100Q70 -70 50 -40" fill="${light}"/>`;
    case 'rocket':
      return `<g transform="rotate(35)"><path d="M0 -88C30 -60 30 20 22 40H-22C-30 20 -30 -60 0 -88Z" fill="#eef2f7"/><circle cy="-30" r="14" fill="${main}" stroke="${dark}" stroke-width="4"/><path d="M-22 10L-46 50H-20ZM22 10L46 50H20Z" fill="${main}"/><path d="M-14 42Q0 100 14 42Z" fill="${light}"/></g>`;
    case 'plane':
      return `<g transform="rotate(-15)"><path d="M-90 0Q-80 -14 60 -10Q90 -6 92 0Q90 6 60 10Q-80 14 -90 0Z" fill="#eef2f7"/><path d="M-10 -8L-40 -70H-20L30 -8ZM-10 8L-40 70H-20L30 8ZM-80 -4L-92 -34H-80L-60 -4Z" fill="${main}"/><circle cx="70" cy="-2" r="5" fill="${dark}"/></g>`;
    case 'balloon':
      return [
        [-44, -10, main],
        [0, -36, light],
        [44, -6, main],
      ]
        .map(
          ([x, y, c]) =>
            `<path d="M${x} ${Number(y) + 44}Q${Number(x) + 10} ${Number(y) + 80} 0 92" stroke="#fff" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="${c}"/><ellipse cx="${Number(x) - 10}" cy="${Number(y) - 14}" rx="7" ry="11" fill="#fff" opacity=".5"/>`,
        )
        .join('');
    case 'comet':
      return `<path d="M30 -30L-96 70L-70 40L-100 40Z" fill="${light}" opacity=".5"/><path d="M40 -20L-80 80L10 -50Z" fill="${main}" opacity=".7"/><circle cx="36" cy="-34" r="30" fill="${light}"/><circle cx="28" cy="-40" r="8" fill="#fff"/>`;
    case 'car':
      return `<path d="M-90 30V6Q-86 -8 -60 -10L-30 -40H40L70 -10Q92 -6 92 10V30Z" fill="${main}"/><path d="M-22 -32H8V-10H-44ZM16 -32H36L58 -10H16Z" fill="${light}"/><circle cx="-54" cy="34" r="18" fill="#111"/><circle cx="56" cy="34" r="18" fill="#111"/><circle cx="-54" cy="34" r="7" fill="${light}"/><circle cx="56" cy="34" r="7" fill="${light}"/><path d="M-120 -4H-100M-124 10H-98M-116 24H-100" stroke="${light}" stroke-width="4"/>`;
    case 'wheel':
      return `<circle r="76" fill="#3a2414" stroke="${light}" stroke-width="5"/>${Array.from({ length: 18 }, (_, i) => `<path d="M0 0L${r0(66 * Math.cos((i * 20 * Math.PI) / 180))} ${r0(66 * Math.sin((i * 20 * Math.PI) / 180))}A66 66 0 0 1 ${r0(66 * Math.cos(((i + 1) * 20 * Math.PI) / 180))} ${r0(66 * Math.sin(((i + 1) * 20 * Math.PI) / 180))}Z" fill="${i === 0 ? '#1f9d55' : i % 2 ? '#c62828' : '#151515'}"/>`).join('')}<circle r="36" fill="${main}"/><circle r="10" fill="${light}"/><circle cx="50" cy="-26" r="6" fill="#fff"/>`;
    case 'cards':
      return `<g transform="rotate(-14)"><rect x="-70" y="-60" width="76" height="108" rx="8" fill="#fff" stroke="${dark}" stroke-width="3"/><text x="-32" y="10" font-size="48" text-anchor="middle" fill="#c62828" font-family="serif">♥</text></g><g transform="rotate(12)"><rect x="-6" y="-64" width="76" height="108" rx="8" fill="#fff" stroke="${dark}" stroke-width="3"/><text x="32" y="4" font-size="48" text-anchor="middle" fill="#111" font-family="serif">♠</text></g><circle cx="-60" cy="56" r="18" fill="${main}" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>`;
    case 'balls':
      return [
        [-56, 20, 7],
        [0, -20, 21],
        [56, 20, 42],
        [-28, -58, 3],
        [30, -64, 77],
      ]
        .map(
          ([x, y, n], i) =>
            `<circle cx="${x}" cy="${y}" r="28" fill="${i % 2 ? light : main}" stroke="#fff" stroke-width="3"/><circle cx="${x}" cy="${y}" r="16" fill="#fff"/><text x="${x}" y="${Number(y) + 6}" font-size="17" font-weight="700" text-anchor="middle" fill="#111" font-family="sans-serif">${n}</text>`,
        )
        .join('');
    case 'fish':
      return `<path d="M-70 0C-40 -50 40 -50 60 0C40 50 -40 50 -70 0Z" fill="${main}"/><path d="M56 0L96 -36V36Z" fill="${light}"/><path d="M-10 -36Q0 0 -10 36M14 -36Q24 0 14 36" stroke="${light}" stroke-width="3" fill="none"/><circle cx="-44" cy="-8" r="8" fill="#fff"/><circle cx="-44" cy="-8" r="4" fill="#111"/>`;
    case 'shell':
      return `<path d="M0 60L-76 -10Q0 -100 76 -10Z" fill="${main}" stroke="${light}" stroke-width="4"/>${[-56, -28, 0, 28, 56].map((x) => `<path d="M0 60L${x} -${x === 0 ? 64 : Math.abs(x) > 40 ? 26 : 52}" stroke="${light}" stroke-width="3"/>`).join('')}<circle cy="54" r="12" fill="#fff"/>`;
    case 'lantern':
      return `<rect x="-12" y="-86" width="24" height="12" fill="${dark}"/><ellipse cy="-10" rx="62" ry="68" fill="${main}"/><path d="M-30 -70Q-50 -10 -30 52M0 -78V58M30 -70Q50 -10 30 52" stroke="${dark}" stroke-width="3" fill="none"/><rect x="-26" y="54" width="52" height="10" fill="${dark}"/><path d="M-8 64V96M0 64V100M8 64V96" stroke="${light}" stroke-width="3"/>`;
    case 'tentacle':
      return `${[-1, 1]
        .map(
          (s) =>
            `<path d="M${s * 20} 70C${s * 20} 10 ${s * 90} 20 ${s * 80} -30S${s * 30} -70 ${s * 50} -40" fill="none" stroke="${main}" stroke-width="18" stroke-linecap="round"/>`,
        )
        .join(
          '',
        )}<circle cx="-58" cy="-6" r="5" fill="${light}"/><circle cx="60" cy="-4" r="5" fill="${light}"/><circle cx="-40" cy="28" r="5" fill="${light}"/><circle cx="42" cy="30" r="5" fill="${light}"/>`;
  }
}

const BADGES: Record<string, string> = {
  'video-slot': 'SLOT',
  megaways: 'MEGAWAYS',
  crash: 'CRASH',
  roulette: 'ROULETTE',
  baccarat: 'BACCARAT',
  keno: 'KENO',
  fishing: 'FISHING',
};

/** The tile's size: 400 × 300 unless `width` (100-800) asks for another 4:3 size. */
export function tileSize(width?: number): { width: number; height: number } {
  const w = width && Number.isInteger(width) ? Math.min(800, Math.max(100, width)) : TILE_WIDTH;
  return { width: w, height: Math.round((w * 3) / 4) };
}

/** A title's tile; `code` is the operator's game code (bench codes `id~n` draw their title's art). */
export function gameArt(game: CatalogueEntry, width?: number): string {
  const { hue: h, accentHue: a, scene: sceneKind, motif: motifKind } = game.theme;
  const p: Palette = {
    h,
    a,
    main: hsl(a, 80, 55),
    light: hsl(a, 90, 78),
    dark: hsl(a, 60, 22),
    far: hsl(h, 45, 22, 0.9),
    near: hsl(h, 50, 14),
  };
  const size = tileSize(width);
  const name = escapeXml(game.name);
  const fontSize = Math.min(40, Math.floor(620 / Math.max(game.name.length, 8)));
  const live = game.category === 'live-casino';
  const badge = live ? 'LIVE' : (BADGES[game.engine] ?? game.engine.toUpperCase());
  const badgeWidth = 18 + badge.length * 9;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${TILE_WIDTH} ${TILE_HEIGHT}" role="img" aria-label="${name}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h, 55, 34)}"/><stop offset="1" stop-color="${hsl(h + 20, 60, 10)}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${hsl(a, 90, 65, 0.55)}"/><stop offset="1" stop-color="${hsl(a, 90, 65, 0)}"/></radialGradient>
<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(a, 95, 88)}"/><stop offset="1" stop-color="${hsl(a, 85, 62)}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>${scene(sceneKind, p, randomFrom(game.id))}
<circle cx="200" cy="125" r="110" fill="url(#glow)"/><g transform="translate(200 125)">${motif(motifKind, p)}</g>
<rect y="228" width="400" height="72" fill="${hsl(h, 60, 6, 0.72)}"/>
<text x="200" y="${262 + Math.round(fontSize / 3)}" font-family="Trebuchet MS,Segoe UI,Verdana,sans-serif" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="url(#ink)" stroke="${hsl(h, 60, 8)}" stroke-width="1.5" paint-order="stroke" letter-spacing="1">${name}</text>
<rect x="12" y="12" width="${badgeWidth}" height="24" rx="12" fill="${live ? '#d32f2f' : hsl(a, 80, 45)}"/><text x="${12 + badgeWidth / 2}" y="29" font-family="Verdana,sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${badge}</text>
<rect x="3" y="3" width="394" height="294" rx="14" fill="none" stroke="${hsl(a, 85, 70, 0.55)}" stroke-width="3"/></svg>`;
}

interface LogoDesign {
  bg: [string, string];
  ink: string;
  emblem: string;
}

/** Each provider brand's emblem, drawn at the left of its 240 × 80 logo. */
const LOGOS: Record<string, LogoDesign> = {
  'jade-studio': {
    bg: ['#0d3b2e', '#06241b'],
    ink: '#b8f0d4',
    emblem: `<path d="M40 12L62 25V55L40 68L18 55V25Z" fill="#2fbf86" stroke="#b8f0d4" stroke-width="3"/><path d="M40 12V68M18 25L62 55M62 25L18 55" stroke="#0d3b2e" stroke-width="2" opacity=".5"/><circle cx="40" cy="40" r="9" fill="#e9fff5"/>`,
  },
  'royal-tables': {
    bg: ['#5a0f1e', '#2c0710'],
    ink: '#f6d77a',
    emblem: `<path d="M18 54L14 24L28 38L40 18L52 38L66 24L62 54Z" fill="#f6c343" stroke="#fff1c1" stroke-width="2"/><rect x="18" y="56" width="44" height="7" rx="2" fill="#fff1c1"/><circle cx="40" cy="44" r="4" fill="#5a0f1e"/>`,
  },
  'neon-reels': {
    bg: ['#160a2e', '#07030f'],
    ink: '#ff7ad9',
    emblem: `<circle cx="40" cy="40" r="26" fill="none" stroke="#ff3fc8" stroke-width="5"/><circle cx="40" cy="40" r="26" fill="none" stroke="#ffd0f1" stroke-width="1.5"/><rect x="26" y="30" width="7" height="20" rx="2" fill="#39f3ff"/><rect x="36.5" y="26" width="7" height="28" rx="2" fill="#39f3ff"/><rect x="47" y="30" width="7" height="20" rx="2" fill="#39f3ff"/>`,
  },
  'lotus-live': {
    bg: ['#0b4a4f', '#05272a'],
    ink: '#ffd1e3',
    emblem: `${[-50, -25, 0, 25, 50].map((r) => `<ellipse cx="40" cy="32" rx="8" ry="20" transform="rotate(${r} 40 50)" fill="${r === 0 ? '#ffc1da' : '#f06292'}"/>`).join('')}<ellipse cx="40" cy="58" rx="24" ry="5" fill="#f8bbd0"/><circle cx="64" cy="18" r="6" fill="#ff3b30"/>`,
  },
  'starfall-arcade': {
    bg: ['#101e52', '#070d27'],
    ink: '#ffe27a',
    emblem: `<path d="M12 64L38 42L30 38Z" fill="#7fd4ff" opacity=".6"/><path d="M8 52L34 36L28 32Z" fill="#7fd4ff" opacity=".4"/><path d="M50 14L55 29H70L58 38L62 53L50 44L38 53L42 38L30 29H45Z" fill="#ffd23f" stroke="#fff6c8" stroke-width="2"/>`,
  },
};

const FALLBACK_LOGO: LogoDesign = { bg: ['#22314a', '#111a29'], ink: '#f2f5f9', emblem: '' };

/** A provider brand's logo: its emblem and its name set in two weights, 240 × 80. */
export function providerLogo(code: string, name: string): string {
  const design = LOGOS[code] ?? FALLBACK_LOGO;
  const [first = name, ...rest] = name.split(' ');
  const size = name.length > 14 ? 19 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.bg[0]}"/><stop offset="1" stop-color="${design.bg[1]}"/></linearGradient></defs>
<rect width="240" height="80" rx="16" fill="url(#bg)"/>${design.emblem}
<text x="82" y="${rest.length ? 38 : 48}" font-family="Trebuchet MS,Segoe UI,Verdana,sans-serif" font-size="${size}" font-weight="800" fill="${design.ink}" letter-spacing=".5">${escapeXml(first)}</text>
${rest.length ? `<text x="82" y="60" font-family="Verdana,sans-serif" font-size="13" font-weight="400" fill="#fff" letter-spacing="3">${escapeXml(rest.join(' ').toUpperCase())}</text>` : ''}
<rect x="1.5" y="1.5" width="237" height="77" rx="15" fill="none" stroke="${design.ink}" stroke-opacity=".35" stroke-width="2"/></svg>`;
}
