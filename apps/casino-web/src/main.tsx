import '@casino/ui-kit';
import { themeClass } from '@casino/ui-kit/themes/royal-siam';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// One brand for now; issue 3 picks it at build time from BRAND.
document.documentElement.classList.add(themeClass);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
