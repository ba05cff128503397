import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('accountSecurity', {
  moreKeysThan: 50,
  // Product names and the address kind read the same in these languages.
  sameAsEnglish: ['Password', 'Device', 'Two-factor authentication', 'IP address', 'Recovery code'],
});
