import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('games', {
  moreKeysThan: 70,
  // Texts that are the same in every language: game names the industry keeps in English.
  sameAsEnglish: ['Megaways', 'Jackpots', 'Crash', 'Slots'],
});
