import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { GraphChunk } from './chunk-graph.ts';
import { chunksOf, entryOf, staticClosure } from './chunk-graph.ts';

/**
 * Where a shell's build writes the lazy chunks each named route's first render imports (contracts'
 * route-preloads describes the file; the API reads it to hint them on that route's page).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The lazy code one page fetches as soon as it runs: scripts for modulepreload, styles for preload. */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** The parts of a Rolldown output chunk this reads. */
export interface EagerChunk extends GraphChunk {
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

export type EagerBundle = Record<string, EagerChunk | { type: 'asset' }>;

export interface EagerChunkOptions {
  /** Modules (paths from the app's root) that every page imports lazily as soon as its code runs. */
  everyPage: readonly string[];
  /** Per route name, the modules its first render imports lazily. */
  routes: Readonly<Record<string, readonly string[]>>;
}

/**
 * The chunks of `modules` (each the facade of a lazy chunk) and their static imports that the entry does
 * not already load, as URLs under `base`. A module with no chunk of its own throws: the list is stale.
 */
export function preloadsOf(bundle: EagerBundle, modules: readonly string[], base: string): Preloads {
  const chunks = chunksOf(bundle);
  const initial = staticClosure(chunks, entryOf(chunks));
  const loaded = new Set(initial.map((chunk) => chunk.fileName));
  const loadedCss = new Set(initial.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const id of modules) {
    const facade = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
    if (!facade) throw new Error(`eager chunks: ${id} is not the facade of any chunk`);
    for (const chunk of staticClosure(chunks, facade)) {
      if (!loaded.has(chunk.fileName)) scripts.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) if (!loadedCss.has(css)) styles.add(css);
    }
  }
  return { scripts: [...scripts].map((file) => base + file), styles: [...styles].map((file) => base + file) };
}

/** The page's hints: module scripts are preloaded as modules, so the later import() finds them. */
export function preloadTags({ scripts, styles }: Preloads): HtmlTagDescriptor[] {
  return [
    ...scripts.map((href) => ({ rel: 'modulepreload', crossorigin: true, href })),
    ...styles.map((href) => ({ rel: 'preload', as: 'style', crossorigin: true, href })),
  ].map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const }));
}

/**
 * On a slow network each wave of lazy imports costs a round trip after the first load has run. This
 * fetches the known first waves during the first load instead: `everyPage`'s chunks are hinted in
 * index.html; each route's are written to ROUTE_PRELOADS_FILE for the server to hint on that route only,
 * so no other page pays for them.
 */
export function eagerChunks(options: EagerChunkOptions): Plugin {
  let root = '';
  let base = '/';
  const ids = (modules: readonly string[]) => modules.map((module) => resolve(root, module));
  return {
    name: 'casino-eager-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return preloadTags(
          preloadsOf(context.bundle as unknown as EagerBundle, ids(options.everyPage), base),
        );
      },
    },
    generateBundle(_output, bundle) {
      const everyPage = preloadsOf(bundle as unknown as EagerBundle, ids(options.everyPage), base);
      const routes = Object.fromEntries(
        Object.entries(options.routes).map(([route, modules]) => {
          const own = preloadsOf(bundle as unknown as EagerBundle, ids(modules), base);
          // What index.html already hints is not hinted twice.
          return [
            route,
            {
              scripts: own.scripts.filter((url) => !everyPage.scripts.includes(url)),
              styles: own.styles.filter((url) => !everyPage.styles.includes(url)),
            },
          ];
        }),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) });
    },
  };
}
