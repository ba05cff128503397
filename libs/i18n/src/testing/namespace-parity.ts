import { flattenKeys } from '../key-count';
import { LANGUAGE_CODES, type LanguageCode } from '../languages';
import { createNamespaceRegistry, loadNamespaceTree, type NamespaceDefinition } from '../namespaces';

export interface ParityOptions {
  /** English texts a translation may keep verbatim (brand terms, pure placeholders). */
  sameAsEnglish?: Iterable<string>;
}

/** Every language a namespace must be translated into: all but the English source. */
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (lang): lang is Exclude<LanguageCode, 'en'> => lang !== 'en',
);

/** The `{{name}}` placeholders of a text, sorted, so two texts compare regardless of word order. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * What keeps one language of a namespace from matching its English source: missing or extra keys,
 * empty texts, differing placeholders, and untranslated English copies. An empty list means parity.
 */
export async function namespaceParityIssues(
  definition: NamespaceDefinition,
  lang: Exclude<LanguageCode, 'en'>,
  { sameAsEnglish = [] }: ParityOptions = {},
): Promise<string[]> {
  const allowedCopies = new Set(sameAsEnglish);
  const english = flattenKeys(definition.english);
  const registry = createNamespaceRegistry([definition]);
  const translated = flattenKeys(await loadNamespaceTree(registry, lang, definition.name));
  const where = (key: string) => `${lang}:${definition.name}.${key}`;
  const issues: string[] = [];
  for (const key of Object.keys(translated)) {
    if (!(key in english)) issues.push(`${where(key)} is not in English`);
  }
  for (const [key, text] of Object.entries(english)) {
    const value = translated[key];
    if (value === undefined) {
      issues.push(`${where(key)} is missing`);
      continue;
    }
    if (value.trim() === '') issues.push(`${where(key)} is empty`);
    const expected = placeholderNames(text).join(', ');
    const actual = placeholderNames(value).join(', ');
    if (actual !== expected) issues.push(`${where(key)} placeholders [${actual}], English has [${expected}]`);
    if (value === text && !allowedCopies.has(text)) issues.push(`${where(key)} is an English copy`);
  }
  return issues;
}
