import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'admin-cli',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // The client test starts the real API on a loopback port (PGlite in a temporary directory).
    hookTimeout: 120_000,
  },
});
