import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'bench-report', environment: 'node', include: ['src/**/*.test.ts'] },
});
