import { BRAND_IDS, DEFAULT_BRAND_ID, brands, getBrand } from '@casino/brands';
import {
  BusinessTimeZoneProvider,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  createI18n,
  displayCode,
} from '@casino/i18n';
import type { LanguageCode } from '@casino/i18n';
import { applyBrandTheme } from '@casino/ui-kit';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { A11Y_PARAMETERS } from './a11y';

// One i18next instance for the whole Storybook; switching locale changes its language.
let i18nInstance: Promise<I18n> | undefined;

const i18nLoader: Loader = async ({ globals }) => {
  const language = (globals['locale'] ?? 'en') as LanguageCode;
  i18nInstance ??= createI18n({ language });
  const i18n = await i18nInstance;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return { i18n };
};

/**
 * Applies the chosen brand's whole theme to <html>, as the shell's build-time theme would, and its
 * business time zone, which history filters count their days in.
 */
const withBrand: Decorator = (Story, { globals }) => {
  const brandId = String(globals['brand'] ?? DEFAULT_BRAND_ID);
  const brand = getBrand(brandId);
  applyBrandTheme(document.documentElement, brand);
  document.documentElement.dataset['brand'] = brandId;
  return (
    <BusinessTimeZoneProvider timeZone={brand.time_zone}>
      <Story />
    </BusinessTimeZoneProvider>
  );
};

const withLocale: Decorator = (Story, { globals, loaded }) => {
  const language = (globals['locale'] ?? 'en') as LanguageCode;
  document.documentElement.lang = displayCode(language);
  document.documentElement.dir = 'ltr';
  const i18n = (loaded as { i18n?: I18n }).i18n;
  if (!i18n) return <Story />;
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <Story />
      </Suspense>
    </I18nextProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRAND_IDS.map((id) => ({ value: id, title: brands.find((b) => b.id === id)?.name ?? id })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LANGUAGE_CODES.map((code) => ({ value: code, title: `${code} · ${LANGUAGE_NAMES[code]}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND_ID, locale: 'en' },
  loaders: [mswLoader(), i18nLoader],
  decorators: [withLocale, withBrand],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: { disable: true },
    a11y: A11Y_PARAMETERS,
  },
};

export default preview;
