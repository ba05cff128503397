import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { templateColorBootstrapScript } from '@casino/ui-kit/bootstrap';
import { brandViteSettings, buildBrand, bundleBudget, eagerChunks } from '@casino/site-shell/build';

/** Where `vite dev` forwards API calls; `npm run dev` points it at the API's internal port. */
const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:3001';
const apiPaths = ['/pbgapi', '/api', '/gapi', '/docs', '/healthz', '/dev'];
const { brand, outDir } = await buildBrand();
const brandSettings = brandViteSettings(brand);

export default defineConfig({
  root: import.meta.dirname,
  define: brandSettings.define,
  resolve: { alias: brandSettings.alias },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    {
      name: 'brand-document',
      // The cached template_color paints before the first render (no flash), and the page is titled and
      // iconed as the brand before the SEO config arrives.
      transformIndexHtml: (html) => ({
        html: html.replace('<title>Casino</title>', `<title>${brand.name}</title>`),
        tags: [
          { tag: 'script', children: templateColorBootstrapScript(brand.colors), injectTo: 'head-prepend' },
          { tag: 'link', attrs: { rel: 'icon', href: brand.logo }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'theme-color', content: brand.colors.background }, injectTo: 'head' },
        ],
      }),
    },
    // Brotli (best quality) and gzip copies beside each text file, which the API serves by Accept-Encoding.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // Every build (npm start, the e2e stacks, CI) fails when the home route's first load grows past it.
    bundleBudget(),
    // Every page's first lazy wave (the schemas its first reads are checked against) and home's own load
    // with the first load instead of a round trip after it; the API hints home's on home only.
    eagerChunks({
      everyPage: ['../../libs/contracts/src/endpoints/public.ts'],
      routes: {
        home: ['src/pages/home/home-banners.ts', 'src/pages/home/home-front.ts', 'src/pages/home-lobby.tsx'],
      },
    }),
  ],
  server: {
    port: Number(process.env['PORT'] ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, ws: path === '/gapi' }])),
  },
  // The manifest lets tools/scripts' web-perf measure the home route's initial JS and CSS.
  build: { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
});
