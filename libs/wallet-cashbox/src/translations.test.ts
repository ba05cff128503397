import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('cashbox', {
  moreKeysThan: 100,
  // Texts that are the same in every language: the brand's terms and pure placeholders.
  sameAsEnglish: ['Cashback', 'Deposit', '1 {{token}} = {{amount}}', 'Turnover {{current}} of {{target}}'],
});
