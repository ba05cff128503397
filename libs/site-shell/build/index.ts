// Build-time helpers for the shells' Vite configs (Node only, never in a browser bundle). Node's own
// loader reads them when Vite loads a config, so relative imports name their .ts file.
export { brandViteSettings, buildBrand } from './brand-config.ts';
export { HOME_INITIAL_JS_BUDGET_KB, bundleBudget, initialJs } from './bundle-budget.ts';
export type { BudgetBundle, BudgetChunk } from './bundle-budget.ts';
export { ROUTE_PRELOADS_FILE, eagerChunks, preloadTags, preloadsOf } from './eager-chunks.ts';
export type { EagerBundle, EagerChunk, EagerChunkOptions, Preloads } from './eager-chunks.ts';
