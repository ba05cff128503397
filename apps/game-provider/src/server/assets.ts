/**
 * Catalogue art drawn as SVG on the fly: a tile per game and a logo per provider brand, so the lobby
 * shows real images without binary files. Colours come from the name, so each tile is stable.
 */
const hue = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function gameTile(code: string, name: string): string {
  const h = hue(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/>
<stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/><circle cx="150" cy="120" r="70" fill="rgba(255,255,255,.15)"/>
<text x="150" y="250" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`;
}

export function providerLogo(name: string): string {
  const h = hue(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
<rect width="240" height="80" rx="16" fill="hsl(${h},55%,30%)"/>
<text x="120" y="50" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`;
}
