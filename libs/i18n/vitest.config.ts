import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // A fixed zone east of UTC makes the UTC-to-local date conversion observable and repeatable.
    env: { TZ: 'Asia/Bangkok' },
  },
});
