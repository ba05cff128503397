import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { GraphChunk } from './chunk-graph.ts';
import { chunksOf, entryOf, staticClosure } from './chunk-graph.ts';

/**
 * The most JavaScript (gzip -9, kB of 1024 bytes) the home route may load before it is interactive: the
 * entry chunk and every chunk it imports statically. A ratchet, lowered as the first load shrinks: the
 * goal is 120 kB (issue 18); it stands just above what a brand's build weighs today, so nothing new grows it.
 */
export const HOME_INITIAL_JS_BUDGET_KB = 200;

/** The parts of a Rollup output chunk the budget reads. */
export interface BudgetChunk extends GraphChunk {
  code: string;
}

export type BudgetBundle = Record<string, BudgetChunk | { type: 'asset' }>;

/** The entry chunk and its static imports, transitively, with their gzip -9 size. */
export function initialJs(bundle: BudgetBundle): { files: string[]; gzipBytes: number } {
  const chunks = chunksOf(bundle);
  const initial = staticClosure(chunks, entryOf(chunks));
  return {
    files: initial.map((chunk) => chunk.fileName),
    gzipBytes: initial.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
  };
}

/** Fails the build when the home route's initial JS is over the budget, and prints the figure either way. */
export function bundleBudget(budgetKb = HOME_INITIAL_JS_BUDGET_KB): Plugin {
  return {
    name: 'casino-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { files, gzipBytes } = initialJs(bundle as unknown as BudgetBundle);
      const kb = gzipBytes / 1024;
      const figure = `home initial JS ${kb.toFixed(1)} kB gzip in ${files.length} chunks (budget ${budgetKb} kB)`;
      if (kb > budgetKb) {
        this.error(
          `${figure}: over budget. Load the new code lazily (a route's lazy(), an import() after first paint).`,
        );
      }
      this.info(figure);
    },
  };
}
