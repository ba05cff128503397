// The analytics tools (GTM, GA, Hotjar, Meta pixel): imported with import() by app/analytics.ts after first
// paint, so they are a chunk of their own and none of them is in the first load.
export { loadAnalytics } from '@casino/analytics/loaders';
