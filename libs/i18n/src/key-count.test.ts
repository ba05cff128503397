import { LANGUAGE_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { countTranslationKeys, flattenKeys } from './key-count';
import { createNamespaceRegistry } from './namespaces';

describe('countTranslationKeys', () => {
  it('counts the same number of keys in every language for the core namespaces', async () => {
    const counts = await countTranslationKeys();
    const english = counts.en;
    expect(english.total).toBeGreaterThan(150);
    for (const lang of LANGUAGE_CODES) expect(counts[lang]).toEqual(english);
  });

  it('leaves out empty strings', async () => {
    const registry = createNamespaceRegistry([
      { name: 'n', english: { a: 'A', b: { c: 'C' } }, load: async () => ({ a: 'X', b: { c: ' ' } }) },
    ]);
    const counts = await countTranslationKeys(registry);
    expect(counts.en).toEqual({ total: 2, byNamespace: { n: 2 } });
    expect(counts.th).toEqual({ total: 1, byNamespace: { n: 1 } });
  });

  it('counts a plural once, whatever forms the language gives it', async () => {
    const registry = createNamespaceRegistry([
      {
        name: 'n',
        english: { games_one: '{{count}} game', games_other: '{{count}} games', title: 'Games' },
        load: async () => ({ games_other: '{{count}} เกม', title: 'เกม' }),
      },
    ]);
    const counts = await countTranslationKeys(registry);
    expect(counts.en).toEqual({ total: 2, byNamespace: { n: 2 } });
    expect(counts.th).toEqual(counts.en);
  });

  it('flattens nested keys with dots', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({
      'a.b': 'x',
      'a.c.d': 'y',
      e: 'z',
    });
  });
});
