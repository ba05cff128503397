import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { templateColorBootstrapScript } from '@casino/ui-kit/bootstrap';

/** Where `vite dev` forwards API calls; `npm run dev` points it at the API's internal port. */
const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:3001';
const apiPaths = ['/pbgapi', '/api', '/gapi', '/docs', '/healthz'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    {
      name: 'template-color-bootstrap',
      // Paints the cached template_color before the first render, so a returning visitor sees no flash.
      transformIndexHtml: () => [
        { tag: 'script', children: templateColorBootstrapScript(), injectTo: 'head-prepend' },
      ],
    },
  ],
  server: {
    port: Number(process.env['PORT'] ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, ws: path === '/gapi' }])),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
