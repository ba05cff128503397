import { BASE_PATH } from '../base-path';

/**
 * The service worker (public/sw.js) makes the shell installable and answers a navigation with the
 * translated offline page when the network is gone. Registered after the load event, so it never competes
 * with the first paint; not in development, where Vite serves the modules.
 */
export function registerServiceWorker(target: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in target.navigator)) return;
  const register = () => {
    target.navigator.serviceWorker.register(`${BASE_PATH}sw.js`, { scope: BASE_PATH }).catch((error) => {
      console.warn('The service worker did not register; the site works without it.', error);
    });
  };
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
