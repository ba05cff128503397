import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('quests', {
  moreKeysThan: 35,
  // Pure placeholders, and words some languages use as they are: Indonesian says "Level", Indonesian and
  // Filipino say "Turnover".
  sameAsEnglish: ['{{rate}}%', 'Level {{rank}} · {{name}}', 'Turnover'],
});
