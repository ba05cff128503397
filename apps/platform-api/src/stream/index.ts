export { appendActivity } from './append';
export type { NewActivity } from './append';
export { applyNextBatch, catchUpProjection } from './projection';
export type { BatchOutcome } from './projection';
export type { ActivityEvent, Projection } from './types';
export { createProjectionWorker } from './worker';
export type { ProjectionWorker } from './worker';
