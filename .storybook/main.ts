import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * MSW's service worker, copied from the installed msw package on every start, so it always matches the
 * library version and nothing is downloaded or committed.
 */
function mswWorkerDir(): string {
  const require = createRequire(import.meta.url);
  const dir = fileURLToPath(new URL('../node_modules/.cache/storybook-msw', import.meta.url));
  mkdirSync(dir, { recursive: true });
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), join(dir, 'mockServiceWorker.js'));
  return dir;
}

/**
 * One Storybook for the workspace: ui-kit and every domain library's stories. Runs fully offline:
 * no telemetry, no update check, MSW served locally. The accessibility panel runs axe on every story
 * (preview.tsx sets its rules and makes a violation fail the story's test).
 */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [mswWorkerDir()],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
