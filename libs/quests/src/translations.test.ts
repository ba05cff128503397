import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('quests', {
  moreKeysThan: 150,
  // Pure placeholders, and words some languages use as they are: Indonesian says "Level", Indonesian and
  // Filipino say "Turnover", Indonesian and Malay say "cashback" (as the coupon namespace does).
  sameAsEnglish: ['{{rate}}%', 'Level {{rank}} · {{name}}', 'Turnover', 'cashback'],
});
