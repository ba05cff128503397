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

describe('namespaceParityIssues with plurals', () => {
  const english = { results_one: '{{count}} game', results_other: '{{count}} games' };

  it('takes each language in its own plural forms: Thai has only _other, Spanish one, many and other', async () => {
    expect(
      await namespaceParityIssues(definitionTranslatedAs(english, { results_other: '{{count}} เกม' }), 'th'),
    ).toEqual([]);
    const spanish = {
      results_one: '{{count}} juego',
      results_many: '{{count}} de juegos',
      results_other: '{{count}} juegos',
    };
    expect(await namespaceParityIssues(definitionTranslatedAs(english, spanish), 'es')).toEqual([]);
  });

  it('reports a form the language does not have, a form it lacks and a placeholder left out', async () => {
    const thai = { results_one: '{{count}} เกม', results_other: 'เกม' };
    expect(await namespaceParityIssues(definitionTranslatedAs(english, thai), 'th')).toEqual([
      'th:sample.results_one is not a plural form of th',
      'th:sample.results_other placeholders [], English has [count]',
    ]);
    const spanish = { results_one: '{{count}} juego', results_other: '{{count}} juegos' };
    expect(await namespaceParityIssues(definitionTranslatedAs(english, spanish), 'es')).toEqual([
      'es:sample.results_many is missing',
    ]);
  });

  it('asks English for its own forms of every plural', async () => {
    const onlyOther = { results_other: '{{count}} games' };
    expect(
      await namespaceParityIssues(
        definitionTranslatedAs(onlyOther, { results_other: '{{count}} เกม' }),
        'th',
      ),
    ).toEqual(['en:sample.results_one is missing']);
  });
});

describe('placeholderNames', () => {
  it('lists the placeholder names sorted, tolerating inner spaces', () => {
    expect(placeholderNames('{{ target }} of {{current}}')).toEqual(['current', 'target']);
  });
});
