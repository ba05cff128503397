import { readFile } from 'node:fs/promises';

/** Set by the production build (vite.build.config.ts): src/client/game.ts compiled at build time. */
declare const __GAME_CLIENT_SCRIPT__: string | undefined;

/**
 * The game page's browser script (src/client/game.ts). The production bundle carries it compiled, so
 * nothing compiles at boot. Run from source (`npm run dev`, tests) it is the same file with its types
 * stripped by Node itself; erasable syntax only, which `game.ts` keeps to.
 */
export async function loadGameClientScript(): Promise<string> {
  if (typeof __GAME_CLIENT_SCRIPT__ === 'string') return __GAME_CLIENT_SCRIPT__;
  const { stripTypeScriptTypes } = await import('node:module');
  const source = await readFile(new URL('../client/game.ts', import.meta.url), 'utf8');
  return stripTypeScriptTypes(source);
}
