import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `vite dev` forwards API calls; `npm run dev` points it at the API's internal port. */
const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:3001';
const apiPaths = ['/pbgapi', '/api', '/gapi', '/docs', '/healthz'];

export default defineConfig({
  root: import.meta.dirname,
  // The pre-paint template_color script (ui-kit's bootstrap) joins with the brand build in the shell issue.
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: Number(process.env['PORT'] ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, ws: path === '/gapi' }])),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
