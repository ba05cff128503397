import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('memo', {
  moreKeysThan: 50,
  // Texts that are the same in every language: pure placeholders and the badge's cap.
  sameAsEnglish: ['99+', '{{current}} / {{total}}', 'Cashback', 'Deposit', 'Rebate', 'Sistema', 'Sistem'],
});
