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

/** A plural form's key, `base_one` ... `base_other`, as i18next suffixes them. */
export const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/** The key a text counts under: a plural's forms (`x_one`, `x_other`, ...) all count as `x`. */
function countedKey(key: string, flat: Record<string, string>): string {
  const match = PLURAL_KEY.exec(key);
  return match && `${match[1]}_other` in flat ? (match[1] ?? key) : key;
}

export interface KeyCount {
  total: number;
  byNamespace: Record<string, number>;
}

/**
 * How many non-empty translated keys each language has, per registered namespace; a plural counts once,
 * whatever number of forms the language gives it.
 */
export async function countTranslationKeys(
  registry: NamespaceRegistry = namespaceRegistry,
): Promise<Record<LanguageCode, KeyCount>> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (lang) => {
      const byNamespace: Record<string, number> = {};
      for (const name of registry.keys()) {
        const tree = await loadNamespaceTree(registry, lang, name);
        const flat = flattenKeys(tree);
        const texts = Object.keys(flat).filter((key) => flat[key]?.trim() !== '');
        byNamespace[name] = new Set(texts.map((key) => countedKey(key, flat))).size;
      }
      const total = Object.values(byNamespace).reduce((sum, count) => sum + count, 0);
      return [lang, { total, byNamespace }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, KeyCount>;
}
