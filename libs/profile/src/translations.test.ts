import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('profile', {
  moreKeysThan: 50,
  // Texts that are the same in every language: the brand's terms and pure placeholders.
  sameAsEnglish: ['Profile', 'Email', 'Bank', 'Network', 'Line ID', 'Crypto wallet', 'Bank account'],
});
