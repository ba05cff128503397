import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { API_BUNDLE, PROVIDER_BUNDLE } from './stack';

/** The packages a production install has: the root package.json's dependencies, not its devDependencies. */
const RUNTIME_PACKAGES = new Set(
  Object.keys(
    (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: object })
      .dependencies,
  ),
);
const BUILTINS = new Set(builtinModules);

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Builds an app with its production config in memory (nothing written): its chunks and other files. */
async function bundle(app: string) {
  const result = await build({
    configFile: join(REPO_ROOT, 'apps', app, 'vite.build.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((o) => o.output);
  return {
    chunks: files.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk'),
    assets: files.filter((o) => o.type === 'asset').map((o) => o.fileName),
  };
}

/** Every module the bundle loads at run time that is not one of its own chunks. */
function externalImports(chunks: Rolldown.OutputChunk[]): string[] {
  const own = new Set(chunks.map((c) => c.fileName));
  const all = chunks.flatMap((c) => [...c.imports, ...c.dynamicImports]);
  return [...new Set(all.filter((specifier) => !own.has(specifier)))].sort();
}

function expectOnlyRuntimeImports(imports: string[]) {
  const foreign = imports.filter(
    (s) => !s.startsWith('node:') && !BUILTINS.has(s) && !RUNTIME_PACKAGES.has(packageOf(s)),
  );
  expect(foreign).toEqual([]);
  expect(imports.map(packageOf)).not.toContain('typescript');
}

// `npm start` runs these bundles with plain node on a production install (no devDependencies).
describe('production bundles', () => {
  it('platform-api: dist/main.js, its migrations beside it, importing only runtime dependencies', async () => {
    const { chunks, assets } = await bundle('platform-api');
    expect(chunks.map((c) => `apps/platform-api/dist/${c.fileName}`)).toContain(API_BUNDLE);
    expect(assets).toContain('migrations/001_core.sql');
    expect(assets.filter((f) => f.startsWith('migrations/'))).toHaveLength(
      readdirSync(join(REPO_ROOT, 'apps/platform-api/src/db/migrations')).length,
    );
    expectOnlyRuntimeImports(externalImports(chunks));
    expect(externalImports(chunks)).toContain('fastify');
  }, 60_000);

  it('game-provider: the browser client compiled in, typescript and type stripping never loaded', async () => {
    const { chunks } = await bundle('game-provider');
    expect(chunks.map((c) => `apps/game-provider/dist/${c.fileName}`)).toContain(PROVIDER_BUNDLE);
    expectOnlyRuntimeImports(externalImports(chunks));
    const code = chunks.map((c) => c.code).join('\n');
    expect(code).toContain('document.getElementById(\\"boot\\")');
    expect(code).not.toContain('stripTypeScriptTypes');
  }, 60_000);
});
