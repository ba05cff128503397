import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('promotions', {
  moreKeysThan: 40,
  // The same in some languages: the brand's terms and pure placeholders.
  sameAsEnglish: [
    'Bonus {{amount}}',
    'Turnover',
    'Turnover ×{{multiplier}}',
    'Turnover {{current}} of {{target}}',
    'Status',
    'Bonus',
    'Details',
    'rebate',
    'cashback',
    'promotion',
    'referral bonus',
    'Promotions',
  ],
});
