/**
 * The site's analytics facade: `track(event, params)` for any library, the Home_Page_1 experiment's
 * assignment, and `afterFirstPaint` for work that must not delay the first paint. The tools themselves
 * (GTM, GA, Hotjar, Meta pixel) load from `@casino/analytics/loaders`, imported lazily.
 */
export { onTrack, track } from './track';
export type { AnalyticsEvent, AnalyticsListener, AnalyticsParams } from './track';
export { afterFirstPaint } from './idle';
export {
  assignVariant,
  drawVariant,
  experimentKey,
  experimentVariant,
  HOME_PAGE_1,
  readCookie,
  serializeExperimentCookie,
} from './experiment';
export type { Assignment, Experiment, ExperimentVariant, VariantOf } from './experiment';
