export type { EventBus, Listener } from './bus';
export { createEventBus, createMemoryBus, createRedisBus } from './bus';
export { default as eventsPlugin } from './plugin';
