import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('coupon', {
  moreKeysThan: 40,
  // Words some languages use as they are: bonus and status (Malay, Indonesian, Filipino), cashback.
  sameAsEnglish: ['Bonus', 'Status', 'cashback'],
});
