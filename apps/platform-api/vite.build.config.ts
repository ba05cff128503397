import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const MIGRATIONS = new URL('./src/db/migrations/', import.meta.url);

/**
 * The production build (`nx build platform-api`): one ES module, dist/main.js, run with plain `node`.
 * The workspace libraries are TypeScript source, so they are bundled; npm dependencies stay external
 * and load from node_modules. dist/ sits at the same depth as src/, so the paths the code resolves
 * against its own module (the repository root, `./migrations/`) mean the same in both.
 */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [
    {
      name: 'copy-migrations',
      // src/db/migrate.ts reads `./migrations/*.sql` beside its module: beside dist/main.js once bundled.
      generateBundle() {
        for (const file of readdirSync(MIGRATIONS)) {
          this.emitFile({
            type: 'asset',
            fileName: `migrations/${file}`,
            source: readFileSync(new URL(file, MIGRATIONS)),
          });
        }
      },
    },
  ],
  ssr: { target: 'node', noExternal: [/^@casino\//] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    rolldownOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
  },
});
