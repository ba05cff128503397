import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
// With its extension: Nx loads this file under Node's own type stripping.
import { STACKS } from './src/support/stacks.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const [main] = STACKS;
if (!main) throw new Error('No stack to test');

// The suite runs the stack exactly as `npm start` does, on embedded PGlite, never on a shared database.
delete process.env['DATABASE_URL'];

/** A Playwright device profile without its browser type: the suite runs Debian's Chromium only. */
function phone(name: string) {
  const profile = devices[name];
  if (!profile) throw new Error(`Playwright has no device "${name}"`);
  const { defaultBrowserType: _browser, ...device } = profile;
  return device;
}

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: false,
  // Two cores are shared with everything else; one browser keeps the suite steady.
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: main.baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    // A browser whose member already allowed notifications: spec 4's push prompt stays away, so its
    // non-modal card does not sit over the page in every spec. engagement-popups pins the other states.
    permissions: ['notifications'],
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // Every spec but the phone shell's, as before.
    { name: 'desktop', testIgnore: /mobile-.*\.spec\.ts$/ },
    // The phone shell (casino-mobile at /m/) on an iPhone 13's screen, touch and user agent, in the same
    // Chromium (the device's own browser type is WebKit, which the suite does not have).
    {
      name: 'mobile',
      testMatch: /mobile-.*\.spec\.ts$/,
      use: { ...phone('iPhone 13'), browserName: 'chromium' },
    },
  ],
  // One stack per brand, started one after the other (each builds its brand into its own dist folder).
  webServer: STACKS.map(({ brand, port, providerPort, baseURL }, index) => ({
    command: `${join(repoRoot, 'node_modules', '.bin', 'node')} --import tsx tools/scripts/src/start.ts`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    // A fresh temporary PGlite directory, removed when the stack stops: nothing of the developer's is reused.
    env: {
      BRAND: brand,
      PORT: String(port),
      // The game provider gets its own port too, so the suite can run beside a developer's `npm start`.
      PROVIDER_PORT: (index === 0 ? process.env['E2E_PROVIDER_PORT'] : undefined) ?? String(providerPort),
      TEMP_DATA_DIR: '1',
      LOG_LEVEL: 'warn',
    },
    // SIGTERM lets the start script stop the API cleanly and delete the temporary data.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
