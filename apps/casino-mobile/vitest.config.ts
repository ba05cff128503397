import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { brandViteSettings, buildBrand } from '@casino/site-shell/build';

const brandSettings = brandViteSettings((await buildBrand({})).brand);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: brandSettings.define,
  resolve: { alias: brandSettings.alias },
  test: {
    name: 'casino-mobile',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
