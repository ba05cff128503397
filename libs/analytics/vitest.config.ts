import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'analytics',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
