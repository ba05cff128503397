import { PLURAL_KEY, flattenKeys } from '../key-count';
import { LANGUAGE_CODES, pluralCategories, type LanguageCode } from '../languages';
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
 * The plural keys of an English source: `base` for every `base_other`, with the forms English gives it.
 * A language has exactly the forms its own plural rules name (`pluralCategories`): `_other` only in Thai,
 * `_one` and `_other` in English, `_one`, `_many` and `_other` in Spanish and Portuguese.
 */
function pluralBases(english: Record<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(english)) {
    const match = PLURAL_KEY.exec(key);
    if (match?.[2] === 'other') bases.add(match[1] ?? '');
  }
  return bases;
}

/** The key's plural base and form, when it is a form of one of `bases`. */
function pluralForm(key: string, bases: Set<string>): { base: string; form: string } | null {
  const match = PLURAL_KEY.exec(key);
  return match && bases.has(match[1] ?? '') ? { base: match[1] ?? '', form: match[2] ?? '' } : null;
}

/** The keys a language must have: English's, with each plural in the language's own forms. */
function expectedKeys(english: Record<string, string>, lang: LanguageCode): Map<string, string> {
  const bases = pluralBases(english);
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    if (!pluralForm(key, bases)) expected.set(key, text);
  }
  for (const base of bases) {
    for (const form of pluralCategories(lang)) {
      // The English text to compare with: the same form when English has it, else its `_other`.
      expected.set(`${base}_${form}`, english[`${base}_${form}`] ?? english[`${base}_other`] ?? '');
    }
  }
  return expected;
}

/**
 * What keeps one language of a namespace from matching its English source: missing or extra keys (a
 * plural in forms the language does not have, or without one it has), empty texts, differing
 * placeholders, and untranslated English copies. An empty list means parity. English itself must give
 * each plural its English forms.
 */
export async function namespaceParityIssues(
  definition: NamespaceDefinition,
  lang: Exclude<LanguageCode, 'en'>,
  { sameAsEnglish = [] }: ParityOptions = {},
): Promise<string[]> {
  const allowedCopies = new Set(sameAsEnglish);
  const english = flattenKeys(definition.english);
  const issues: string[] = [];
  for (const key of expectedKeys(english, 'en').keys()) {
    if (!(key in english)) issues.push(`en:${definition.name}.${key} is missing`);
  }
  const expected = expectedKeys(english, lang);
  const registry = createNamespaceRegistry([definition]);
  const translated = flattenKeys(await loadNamespaceTree(registry, lang, definition.name));
  const where = (key: string) => `${lang}:${definition.name}.${key}`;
  const bases = pluralBases(english);
  for (const key of Object.keys(translated)) {
    if (expected.has(key)) continue;
    const plural = pluralForm(key, bases);
    issues.push(plural ? `${where(key)} is not a plural form of ${lang}` : `${where(key)} is not in English`);
  }
  for (const [key, text] of expected) {
    const value = translated[key];
    if (value === undefined) {
      issues.push(`${where(key)} is missing`);
      continue;
    }
    if (value.trim() === '') issues.push(`${where(key)} is empty`);
    const expectedNames = placeholderNames(text).join(', ');
    const actual = placeholderNames(value).join(', ');
    if (actual !== expectedNames) {
      issues.push(`${where(key)} placeholders [${actual}], English has [${expectedNames}]`);
    }
    if (value === text && !allowedCopies.has(text)) issues.push(`${where(key)} is an English copy`);
  }
  return issues;
}
