import { ErrorReason, VALIDATION_MESSAGES, type LANGUAGE_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { coreNamespaces } from './core-namespaces';
import { flattenKeys } from './key-count';
import { loadNamespaceTree, namespaceRegistry } from './namespaces';
import { TRANSLATED_LANGUAGES, namespaceParityIssues, placeholderNames } from './testing';

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

describe.each(coreNamespaces.map((ns) => ns.name))('namespace %s', (name) => {
  it.each(TRANSLATED_LANGUAGES)(
    '%s has exactly the English keys and placeholders, translated',
    async (lang) => {
      const definition = namespaceRegistry.get(name);
      if (!definition) throw new Error(`namespace ${name} is not registered`);
      const issues = await namespaceParityIssues(definition, lang, {
        sameAsEnglish: SAME_AS_ENGLISH_ALLOWED,
      });
      expect(issues).toEqual([]);
    },
  );
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
      expect(placeholderNames(english[key] ?? '')).toEqual(placeholderNames(text));
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
