import { createI18n } from '@casino/i18n';
import '../i18n';

/** English, bundled, so components render synchronously in tests. */
export const testI18n = await createI18n({
  language: 'en',
  namespaces: ['common', 'auth', 'selfExclusion', 'errors', 'validation'],
});
