import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // ui-kit's styles are vanilla-extract `.css.ts` files, compiled by its plugin.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'self-exclusion',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Two shared cores: the first render of a file pays for compiling the styles.
    testTimeout: 15_000,
  },
});
