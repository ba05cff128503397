import { describe, expect, it } from 'vitest';
import type { NamespaceDefinition, TranslationTree } from '../namespaces';
import { namespaceParityIssues, placeholderNames } from './namespace-parity';

function definitionTranslatedAs(english: TranslationTree, thai: TranslationTree): NamespaceDefinition {
  return { name: 'sample', english, load: async () => ({ default: thai }) };
}

describe('namespaceParityIssues', () => {
  it('finds nothing when every key is translated with the same placeholders', async () => {
    const definition = definitionTranslatedAs(
      { title: 'Balance', nested: { line: 'Won {{amount}} on {{game}}' } },
      { title: 'ยอดเงิน', nested: { line: 'ชนะ {{game}} {{amount}}' } },
    );
    expect(await namespaceParityIssues(definition, 'th')).toEqual([]);
  });

  it('reports missing, extra and empty keys, placeholder differences and English copies', async () => {
    const definition = definitionTranslatedAs(
      { title: 'Balance', total: 'Total {{amount}}', brand: 'Cashback', note: 'Note', gone: 'Gone' },
      { title: 'Balance', total: 'รวม {{sum}}', brand: 'Cashback', note: ' ', added: 'เพิ่ม' },
    );
    expect(await namespaceParityIssues(definition, 'th', { sameAsEnglish: ['Cashback'] })).toEqual([
      'th:sample.added is not in English',
      'th:sample.title is an English copy',
      'th:sample.total placeholders [sum], English has [amount]',
      'th:sample.note is empty',
      'th:sample.gone is missing',
    ]);
  });
});

describe('placeholderNames', () => {
  it('lists the placeholder names sorted, tolerating inner spaces', () => {
    expect(placeholderNames('{{ target }} of {{current}}')).toEqual(['current', 'target']);
  });
});
