import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('rewards', {
  moreKeysThan: 150,
  // A pure placeholder, and a word Indonesian and Malay use as it is.
  sameAsEnglish: ['{{points}} = {{amount}}', 'Status'],
});
