import { describeNamespaceParity } from '@casino/i18n/testing';
import './i18n';

describeNamespaceParity('selfExclusion', { moreKeysThan: 50 });
