import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { BrandConfig } from '@casino/contracts';

/** The 15 languages' offline texts, from this app's `mobile` namespace (English from its TS source). */
function offlineTexts(localesDir: string, english: OfflineText): Record<string, OfflineText> {
  const texts: Record<string, OfflineText> = { en: english };
  for (const lang of ['th', 'id', 'my', 'zh', 'ko', 'vn', 'hi', 'bd', 'ph', 'pt', 'br', 'jp', 'es', 'mm']) {
    const tree = JSON.parse(readFileSync(join(localesDir, lang, 'mobile.json'), 'utf8')) as {
      offline: OfflineText;
    };
    texts[lang] = tree.offline;
  }
  return texts;
}

export interface OfflineText {
  title: string;
  message: string;
  retry: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A square icon: the brand's logo centred on its background colour (`padding` for maskable icons). */
export function brandIconSvg(brand: BrandConfig, padding: number): string {
  const size = 512;
  const inner = size - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
<rect width="${size}" height="${size}" fill="${brand.colors.background}"/>
<image x="${padding}" y="${padding}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" href="${escapeHtml(brand.logo)}" xlink:href="${escapeHtml(brand.logo)}"/>
</svg>
`;
}

/** The web manifest of the brand's phone shell, installable from `base`. */
export function webManifest(brand: BrandConfig, base: string) {
  return {
    id: base,
    name: brand.name,
    short_name: brand.name.length > 12 ? (brand.name.split(/\s+/)[0] ?? brand.name).slice(0, 12) : brand.name,
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brand.colors.background,
    background_color: brand.colors.background,
    icons: [
      { src: `${base}icons/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `${base}icons/icon-maskable.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

/**
 * The offline page the service worker answers a navigation with when the network is gone: self-contained
 * (no script file, no API call), in the brand's colours, its words in the language of the page asked for
 * (the path's first segment after the base), else the browser's, else English.
 */
export function offlinePage(brand: BrandConfig, base: string, texts: Record<string, OfflineText>): string {
  const en = texts['en'] ?? { title: '', message: '', retry: '' };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="theme-color" content="${brand.colors.background}" />
<title>${escapeHtml(brand.name)}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:${brand.colors.background};color:${brand.colors.text};font-family:system-ui,sans-serif;text-align:center}
main{padding:24px;max-width:28rem}
img{height:48px;max-width:80%}
button{min-height:44px;padding:0 24px;border:0;border-radius:8px;background:${brand.colors.text};color:${brand.colors.background};font:inherit;font-weight:700;cursor:pointer}
</style>
</head>
<body>
<main data-testid="offline-page">
<img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}" />
<h1 id="offline-title">${escapeHtml(en.title)}</h1>
<p id="offline-message">${escapeHtml(en.message)}</p>
<button type="button" id="offline-retry">${escapeHtml(en.retry)}</button>
</main>
<script>
(function () {
  var texts = ${JSON.stringify(texts).replace(/</g, '\\u003c')};
  var base = ${JSON.stringify(base)};
  var first = location.pathname.slice(base.length).split('/')[0];
  var lang = texts[first] ? first : (navigator.language || 'en').slice(0, 2);
  var text = texts[lang] || texts.en;
  document.documentElement.lang = texts[lang] ? lang : 'en';
  document.getElementById('offline-title').textContent = text.title;
  document.getElementById('offline-message').textContent = text.message;
  var retry = document.getElementById('offline-retry');
  retry.textContent = text.retry;
  retry.addEventListener('click', function () { location.reload(); });
})();
</script>
</body>
</html>
`;
}

/** Emits the brand's manifest, icons and offline page into the build, and links the manifest. */
export function pwaAssets({
  brand,
  base,
  localesDir,
  english,
}: {
  brand: BrandConfig;
  base: string;
  localesDir: string;
  english: OfflineText;
}): Plugin {
  return {
    name: 'casino-mobile-pwa',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}icons/icon.svg` }, injectTo: 'head' },
    ],
    generateBundle() {
      const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source });
      emit('manifest.webmanifest', `${JSON.stringify(webManifest(brand, base), null, 2)}\n`);
      emit('icons/icon.svg', brandIconSvg(brand, 48));
      emit('icons/icon-maskable.svg', brandIconSvg(brand, 104));
      emit('offline.html', offlinePage(brand, base, offlineTexts(localesDir, english)));
    },
  };
}
