import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

// Every text is translated in every language: none stays as it is in English.
describeNamespaceParity('engagement', { moreKeysThan: 20 });
