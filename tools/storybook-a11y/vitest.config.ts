import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The libraries' styles are vanilla-extract `.css.ts` files, compiled by its plugin.
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // Storybook's MSW loader starts a browser service worker; under vitest the same handlers are answered
    // by msw's node server instead (see src/msw-node-worker.ts).
    alias: { 'msw/browser': fileURLToPath(new URL('./src/msw-node-worker.ts', import.meta.url)) },
  },
  test: {
    name: 'storybook-a11y',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // The addon is loaded through vite so that the alias above reaches its `import('msw/browser')`.
    server: { deps: { inline: ['msw-storybook-addon'] } },
    testTimeout: 30_000,
  },
});
