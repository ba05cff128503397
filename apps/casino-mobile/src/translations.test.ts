import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@casino/contracts';
import { mobile } from './locales/en/mobile';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const bundles = import.meta.glob<{ default: Tree }>('./locales/*/mobile.json', { eager: true });

describe('the mobile namespace', () => {
  const english = keys(mobile as unknown as Tree).sort();
  for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    it(`has every English key in ${lang}, translated`, () => {
      const tree = bundles[`./locales/${lang}/mobile.json`]?.default ?? {};
      expect(keys(tree).sort()).toEqual(english);
      expect((tree['refresh'] as Tree)['button']).not.toBe(mobile.refresh.button);
    });
  }
});
