import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'game-provider', environment: 'node', include: ['src/**/*.test.ts'] },
});
