import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'payment-simulator', environment: 'node', include: ['src/**/*.test.ts'] },
});
