import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { templateColorBootstrapScript } from '@casino/ui-kit/bootstrap';
import { brandViteSettings, buildBrand, bundleBudget, eagerChunks } from '@casino/site-shell/build';
import { mobile } from './src/locales/en/mobile.ts';
import { pwaAssets } from './pwa-build.ts';

/** The phone shell lives under /m/ on the site's own origin (the brand's mobile_url may point there). */
const BASE = '/m/';
const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:3001';
const apiPaths = ['/pbgapi', '/api', '/gapi', '/docs', '/healthz', '/dev'];
const { brand, outDir } = await buildBrand();
const brandSettings = brandViteSettings(brand);

export default defineConfig({
  root: import.meta.dirname,
  base: BASE,
  define: brandSettings.define,
  resolve: { alias: brandSettings.alias },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    {
      name: 'brand-document',
      transformIndexHtml: (html) => ({
        html: html.replace('<title>Casino</title>', `<title>${brand.name}</title>`),
        tags: [
          { tag: 'script', children: templateColorBootstrapScript(brand.colors), injectTo: 'head-prepend' },
          { tag: 'link', attrs: { rel: 'icon', href: brand.logo }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'theme-color', content: brand.colors.background }, injectTo: 'head' },
        ],
      }),
    },
    pwaAssets({
      brand,
      base: BASE,
      localesDir: `${import.meta.dirname}/src/locales`,
      english: mobile.offline,
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // The phone home's first load has the same ratchet as casino-web's.
    bundleBudget(),
    // Every page's first lazy wave (the schemas its first reads are checked against) and home's own load
    // with the first load instead of a round trip after it; the API hints home's on home only.
    eagerChunks({
      everyPage: ['../../libs/contracts/src/endpoints/public.ts'],
      routes: { home: ['src/pages/home-storefront.tsx'] },
    }),
  ],
  server: {
    port: Number(process.env['PORT'] ?? 3002),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, ws: path === '/gapi' }])),
  },
  build: { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
});
