import { LANGUAGE_CODES } from '@casino/contracts';
import { flattenKeys, loadNamespaceTree, namespaceRegistry } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import './i18n';

const otherLanguages = LANGUAGE_CODES.filter((lang) => lang !== 'en');

/** Texts that are the same in every language: game names the industry keeps in English. */
const SAME_AS_ENGLISH_ALLOWED = new Set(['Megaways', 'Jackpots']);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('games namespace', () => {
  const english = flattenKeys(namespaceRegistry.get('games')?.english ?? {});

  it('is registered with its English source', () => {
    expect(Object.keys(english).length).toBeGreaterThan(70);
  });

  it.each(otherLanguages)('%s has exactly the English keys and placeholders, translated', async (lang) => {
    const translated = flattenKeys(await loadNamespaceTree(namespaceRegistry, lang, 'games'));
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const value = translated[key] ?? '';
      expect(value.trim(), `${lang}:${key} is empty`).not.toBe('');
      expect(placeholders(value), `${lang}:${key} placeholders`).toEqual(placeholders(text));
      if (!SAME_AS_ENGLISH_ALLOWED.has(text))
        expect(value, `${lang}:${key} is an English copy`).not.toBe(text);
    }
  });
});
