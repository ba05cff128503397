// First of all: zod must not try `new Function` under the site's CSP (see the module).
import '@casino/contracts/zod-config';
import '@casino/ui-kit';
import { themeClass } from 'virtual:brand-theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, displayCode } from '@casino/i18n';
import { App } from './app/app';
import { listenForPreloadErrors, languageFromPath } from '@casino/site-shell';

// The build's brand (BRAND): its theme class is in the entry's CSS, so the first paint is in its colours.
document.documentElement.classList.add(themeClass);
listenForPreloadErrors();

const lang = languageFromPath(window.location.pathname);
document.documentElement.lang = displayCode(lang);
// The first language's bundles load before the first render; others load when the visitor switches.
const i18n = await createI18n({ language: lang, namespaces: ['common', 'auth', 'validation'] });

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
