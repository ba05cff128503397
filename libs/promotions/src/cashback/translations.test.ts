import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('cashback', {
  moreKeysThan: 40,
  // The brand's term (Malay, Indonesian) and pure placeholders read the same in every language.
  sameAsEnglish: ['Cashback', 'cashback', 'Turnover', '{{current}} of {{target}}'],
});
