export {
  DEFAULT_LANGUAGE,
  DIALOG_FALLBACK_LANGUAGE,
  DISPLAY_CODES,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  TEXT_FALLBACK_LANGUAGE,
  dialogLanguages,
  displayCode,
  passwordMinLength,
  pluralCategories,
  type LanguageCode,
} from './languages';
export {
  createNamespaceRegistry,
  loadNamespaceTree,
  namespaceRegistry,
  registerNamespace,
  type NamespaceDefinition,
  type NamespaceRegistry,
  type TranslationTree,
} from './namespaces';
export { coreNamespaces } from './core-namespaces';
export { createI18n, getDialogT, registryBackend, type CreateI18nOptions } from './create-i18n';
export { translateValidation } from './validation-message';
export { apiErrorMessage } from './api-error-message';
export { countTranslationKeys, flattenKeys, type KeyCount } from './key-count';
export {
  localizePath,
  parseLocalePath,
  resolveRequestLanguage,
  stripLocale,
  switchLanguagePath,
  type LocalePath,
  type LocalizeOptions,
} from './routing';
export {
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_NAME,
  readLocaleCookie,
  serializeLocaleCookie,
  writeLocaleCookie,
} from './cookie';
export { formatMoney, type MoneyCurrency, type MoneyFormat } from './format/money';
export { LOCAL_DATE_TIME_FORMAT, formatLocalDateTime, localizeUtcDates } from './format/dates';
export { formatBankAccount } from './format/bank-account';
export {
  BusinessTimeZoneProvider,
  formatTimeZoneName,
  useBusinessDaysNote,
  useBusinessTimeZone,
} from './business-time-zone';
export {
  useBusinessCalendar,
  useHistoryRangeQuery,
  type BusinessCalendar,
  type PickedDays,
} from './business-calendar';
