import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('receivedMoney', {
  moreKeysThan: 15,
  // Words some languages use as they are.
  sameAsEnglish: ['All', 'Offer', 'Amount', 'Date'],
});
