import { readFile } from 'node:fs/promises';
import { defineConfig, transformWithOxc } from 'vite';

const CLIENT = new URL('./src/client/game.ts', import.meta.url);

/** The game page's browser script, compiled here so the server never compiles anything at boot. */
async function compiledGameClient(): Promise<string> {
  const { code } = await transformWithOxc(await readFile(CLIENT, 'utf8'), CLIENT.pathname, {
    lang: 'ts',
    target: 'es2022',
  });
  return code;
}

/**
 * The production build (`nx build game-provider`): one ES module, dist/server/main.js, run with plain
 * `node`. The workspace libraries are TypeScript source, so they are bundled; npm dependencies stay
 * external. The bundle sits at the depth of src/server/, so paths resolved against its own module (the
 * repository root for the default data directories) mean the same from source and from dist/.
 */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  define: { __GAME_CLIENT_SCRIPT__: JSON.stringify(await compiledGameClient()) },
  ssr: { target: 'node', noExternal: [/^@casino\//] },
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    rolldownOptions: { output: { format: 'es', entryFileNames: 'server/main.js' } },
  },
});
