/** The engagement layer's API: pop-ups per language and page, the push trigger allowance, first login. */
export { default as engagementRoutes } from './routes';
