import { auth } from './locales/en/auth';
import { common } from './locales/en/common';
import { errors } from './locales/en/errors';
import { validation } from './locales/en/validation';
import { registerNamespace, type NamespaceDefinition } from './namespaces';

/** The namespaces this library owns; every other library registers its own the same way. */
export const coreNamespaces: NamespaceDefinition[] = [
  { name: 'common', english: common, load: (lang) => import(`./locales/${lang}/common.json`) },
  { name: 'auth', english: auth, load: (lang) => import(`./locales/${lang}/auth.json`) },
  { name: 'errors', english: errors, load: (lang) => import(`./locales/${lang}/errors.json`) },
  { name: 'validation', english: validation, load: (lang) => import(`./locales/${lang}/validation.json`) },
];

for (const definition of coreNamespaces) registerNamespace(definition);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
  interface ResourceNamespaceMap {
    common: typeof common;
    auth: typeof auth;
    errors: typeof errors;
    validation: typeof validation;
  }
}
