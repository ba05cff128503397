import { LANGUAGE_CODES, type LanguageCode } from './languages';
import {
  loadNamespaceTree,
  namespaceRegistry,
  type NamespaceRegistry,
  type TranslationTree,
} from './namespaces';
import './core-namespaces';

/** Every leaf of a translation tree as a dotted key. */
export function flattenKeys(tree: TranslationTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenKeys(value, path));
  }
  return flat;
}

export interface KeyCount {
  total: number;
  byNamespace: Record<string, number>;
}

/** How many non-empty translated keys each language has, per registered namespace. */
export async function countTranslationKeys(
  registry: NamespaceRegistry = namespaceRegistry,
): Promise<Record<LanguageCode, KeyCount>> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (lang) => {
      const byNamespace: Record<string, number> = {};
      for (const name of registry.keys()) {
        const tree = await loadNamespaceTree(registry, lang, name);
        byNamespace[name] = Object.values(flattenKeys(tree)).filter((text) => text.trim() !== '').length;
      }
      const total = Object.values(byNamespace).reduce((sum, count) => sum + count, 0);
      return [lang, { total, byNamespace }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, KeyCount>;
}
