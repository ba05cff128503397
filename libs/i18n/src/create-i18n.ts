import i18next, { type BackendModule, type FlatNamespace, type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_CODES,
  TEXT_FALLBACK_LANGUAGE,
  dialogLanguages,
  displayCode,
  type LanguageCode,
} from './languages';
import { loadNamespaceTree, namespaceRegistry, type NamespaceRegistry } from './namespaces';
import './core-namespaces';

/** An i18next backend reading from the namespace registry, one language and namespace at a time. */
export function registryBackend(registry: NamespaceRegistry): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      loadNamespaceTree(registry, language as LanguageCode, namespace).then(
        (tree) => callback(null, tree),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

interface PluralResolver {
  getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
}

const isLanguageCode = (code: string): code is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * i18next chooses plural forms (`_one`, `_other`, ...) by `Intl.PluralRules` of its language code, and
 * several of our codes are not the BCP 47 tag of their language: `br` is Breton (five forms), and `jp`,
 * `vn`, `bd`, `ph` and `mm` are no tags at all, so they would get the runtime's default rules. Plural
 * rules follow the display code instead (`pt-br`, `ja`, `vi`, `bn-bd`, `tl-ph`, `my`).
 */
function pluralRulesByDisplayCode(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLanguageCode(code) ? displayCode(code) : code, options);
}

export interface CreateI18nOptions {
  language: LanguageCode;
  /** Namespaces to load before the promise resolves; others load on first use. */
  namespaces?: string[];
  registry?: NamespaceRegistry;
  /** Bind to react-i18next (default true); plain tests and servers can skip it. */
  react?: boolean;
}

/**
 * A fresh, initialised i18next instance. English is bundled for every registered namespace; the other
 * language is fetched per namespace through the registry's loaders (a dynamic import, so its own chunk).
 */
export async function createI18n({
  language,
  namespaces = ['common'],
  registry = namespaceRegistry,
  react = true,
}: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(registryBackend(registry));
  if (react) instance.use(initReactI18next);
  const english = Object.fromEntries([...registry.values()].map((ns) => [ns.name, ns.english]));
  await instance.init({
    lng: language,
    fallbackLng: TEXT_FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'common',
    resources: { en: english },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  pluralRulesByDisplayCode(instance);
  return instance;
}

/**
 * A `t` for the failed-call dialog: text in the locale, else Thai, else English (spec 1 and 8).
 * Loads the Thai bundle of the given namespaces first when the locale is not Thai.
 */
export async function getDialogT<const Ns extends FlatNamespace[] = ['common', 'errors']>(
  i18n: I18n,
  namespaces: Ns = ['common', 'errors'] as unknown as Ns,
): Promise<TFunction<Ns>> {
  const chain = dialogLanguages(i18n.language as LanguageCode);
  await i18n.loadNamespaces(namespaces);
  await i18n.loadLanguages(chain);
  return i18n.getFixedT(chain, namespaces);
}
