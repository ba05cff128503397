import type { LanguageCode } from './languages';

/** A translation tree as stored in JSON: nested objects whose leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * One library's namespace: its English source (bundled, it is the fallback) and a loader for the other
 * languages. The loader should be a dynamic `import()` of `./locales/${lang}/<ns>.json` so that the
 * bundler splits every language and namespace into its own chunk.
 */
export interface NamespaceDefinition {
  name: string;
  english: TranslationTree;
  load: (lang: Exclude<LanguageCode, 'en'>) => Promise<unknown>;
}

export type NamespaceRegistry = Map<string, NamespaceDefinition>;

export function createNamespaceRegistry(definitions: NamespaceDefinition[] = []): NamespaceRegistry {
  return new Map(definitions.map((definition) => [definition.name, definition]));
}

/** The registry `createI18n` uses unless given another; domain libraries add to it at import time. */
export const namespaceRegistry: NamespaceRegistry = createNamespaceRegistry();

export function registerNamespace(
  definition: NamespaceDefinition,
  registry: NamespaceRegistry = namespaceRegistry,
): void {
  registry.set(definition.name, definition);
}

/** JSON modules arrive as `{ default: tree }` from `import()`, plain trees from hand-written loaders. */
function unwrapModule(loaded: unknown): TranslationTree {
  if (loaded && typeof loaded === 'object' && 'default' in loaded) {
    return (loaded as { default: TranslationTree }).default;
  }
  return loaded as TranslationTree;
}

export async function loadNamespaceTree(
  registry: NamespaceRegistry,
  lang: LanguageCode,
  name: string,
): Promise<TranslationTree> {
  const definition = registry.get(name);
  if (!definition) throw new Error(`Unknown i18n namespace "${name}"; register it first`);
  if (lang === 'en') return definition.english;
  return unwrapModule(await definition.load(lang));
}
