import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'fairness', environment: 'node', include: ['src/**/*.test.ts'] },
});
