import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('affiliate', {
  moreKeysThan: 150,
  // Words Indonesian and Malay sites use as they are (turnover, cashback, level), and the Filipino
  // site's own English terms for the referral link and code and the username.
  sameAsEnglish: ['turnover', 'Turnover', 'cashback', 'Level', 'Referral link', 'Referral code', 'Username'],
});
