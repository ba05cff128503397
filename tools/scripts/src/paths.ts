import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, three levels above this file (tools/scripts/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = join(REPO_ROOT, 'node_modules', '.bin');
/** Where a brand's build of the shell lands: one folder per brand, so two brands can be served at once. */
export function webDist(brandId: string): string {
  return join(REPO_ROOT, 'apps', 'casino-web', 'dist', brandId);
}
/** Where a brand's build of the phone shell (casino-mobile, served under /m/) lands. */
export function mobileWebDist(brandId: string): string {
  return join(REPO_ROOT, 'apps', 'casino-mobile', 'dist', brandId);
}
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');

/** The workspace's own binaries (and its pinned Node 22) first, whatever shell started us. */
export function workspaceEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${BIN}${delimiter}${process.env['PATH'] ?? ''}`,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    ...extra,
  };
}
