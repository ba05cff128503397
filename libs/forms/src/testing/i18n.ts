import { createI18n } from '@casino/i18n';

/** English, bundled, so forms render synchronously in tests. */
export const testI18n = await createI18n({ language: 'en', namespaces: ['common', 'errors', 'validation'] });
