import '@casino/ui-kit';
import { themeClass } from '@casino/ui-kit/themes/royal-siam';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@casino/i18n';
import { App } from './app/app';
import { languageFromPath } from './site/locale';

// One brand for now; issue 3 picks it at build time from BRAND.
document.documentElement.classList.add(themeClass);

// The first language's bundles load before the first render; others load when the visitor switches.
const i18n = await createI18n({
  language: languageFromPath(window.location.pathname),
  namespaces: ['common', 'auth', 'validation'],
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
