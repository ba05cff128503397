import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../key-count';
import { namespaceRegistry, type NamespaceRegistry } from '../namespaces';
import { TRANSLATED_LANGUAGES, namespaceParityIssues, type ParityOptions } from './namespace-parity';

export interface NamespaceParitySuite extends ParityOptions {
  /** The English source must have more keys than this, so an empty or half-registered namespace fails. */
  moreKeysThan: number;
  registry?: NamespaceRegistry;
}

/**
 * The translation suite every domain library runs on its namespace: it is registered, and each other
 * language has exactly the English keys and placeholders, translated. Import the library's i18n
 * module first so the namespace is registered.
 */
export function describeNamespaceParity(
  name: string,
  { moreKeysThan, registry = namespaceRegistry, ...options }: NamespaceParitySuite,
): void {
  describe(`${name} namespace`, () => {
    it('is registered with its English source', () => {
      const english = flattenKeys(registry.get(name)?.english ?? {});
      expect(Object.keys(english).length).toBeGreaterThan(moreKeysThan);
    });

    it.each(TRANSLATED_LANGUAGES)(
      '%s has exactly the English keys and placeholders, translated',
      async (lang) => {
        const definition = registry.get(name);
        if (!definition) throw new Error(`i18n namespace "${name}" is not registered`);
        expect(await namespaceParityIssues(definition, lang, options)).toEqual([]);
      },
    );
  });
}
