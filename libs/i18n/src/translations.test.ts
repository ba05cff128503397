import { ErrorReason, LANGUAGE_CODES, VALIDATION_MESSAGES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { coreNamespaces } from './core-namespaces';
import { flattenKeys } from './key-count';
import { loadNamespaceTree, namespaceRegistry } from './namespaces';

const otherLanguages = LANGUAGE_CODES.filter((lang) => lang !== 'en');

/** English words that some languages legitimately keep as they are. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'OK',
  'TraceID',
  'Menu',
  'Cashback',
  'Rebate',
  'Deposit',
  'Email',
  'Error',
  'Error {{status}}',
  'name@example.com',
]);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(coreNamespaces.map((ns) => ns.name))('namespace %s', (name) => {
  const english = flattenKeys(namespaceRegistry.get(name)?.english ?? {});

  it.each(otherLanguages)('%s has exactly the English keys and placeholders, translated', async (lang) => {
    const translated = flattenKeys(await loadNamespaceTree(namespaceRegistry, lang, name));
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const value = translated[key] ?? '';
      expect(value.trim(), `${lang}:${name}.${key} is empty`).not.toBe('');
      expect(placeholders(value), `${lang}:${name}.${key} placeholders`).toEqual(placeholders(text));
      if (!SAME_AS_ENGLISH_ALLOWED.has(text)) {
        expect(value, `${lang}:${name}.${key} is an English copy`).not.toBe(text);
      }
    }
  });
});

describe('namespaces cover the contracts', () => {
  it('errors has one entry per ErrorReason plus unknown', () => {
    const keys = Object.keys(namespaceRegistry.get('errors')?.english ?? {});
    expect(keys).toEqual(expect.arrayContaining([...ErrorReason.options, 'unknown']));
  });

  it('validation has exactly the keys and placeholders of VALIDATION_MESSAGES', () => {
    const english = flattenKeys(namespaceRegistry.get('validation')?.english ?? {});
    expect(Object.keys(english).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(placeholders(english[key] ?? '')).toEqual(placeholders(text));
    }
  });
});

describe('scripts', () => {
  const nonLatin: Partial<Record<(typeof LANGUAGE_CODES)[number], RegExp>> = {
    th: /[\u0E00-\u0E7F]/,
    mm: /[\u1000-\u109F]/,
    hi: /[\u0900-\u097F]/,
    bd: /[\u0980-\u09FF]/,
    ko: /[\uAC00-\uD7AF]/,
    jp: /[\u3040-\u30FF]/,
    zh: /[\u4E00-\u9FFF]/,
  };

  it.each(Object.entries(nonLatin))('%s is written in its own script', async (lang, script) => {
    const tree = await loadNamespaceTree(namespaceRegistry, lang as 'th', 'common');
    expect(flattenKeys(tree)['nav.home']).toMatch(script);
    expect(flattenKeys(tree)['notFound.message']).toMatch(script);
  });
});
