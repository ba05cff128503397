export { createApiClient, REJECTS_ON_FAILURE } from './client';
export { readFirstReplies } from './first-replies';
export type { ApiClient, ApiClientOptions, CallOptions, QueryInput, BodyInput, Reply } from './client';
export { ApiRequestError, isApiError, NO_REPLY_CODE } from './api-error';
export type { ApiEvents, ApiEventName, ApiEventHandler, CallInfo } from './events';
export * from './websocket';
export { ApiClientProvider, useApiClient } from './react';
