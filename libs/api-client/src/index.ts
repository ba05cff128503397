export { createApiClient, toQueryString, REJECTS_ON_FAILURE } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, QueryInput, BodyInput, Reply } from './client';
export { ApiRequestError, isApiError, NO_REPLY_CODE } from './api-error';
export type { ApiEvents, ApiEventName, ApiEventHandler, CallInfo } from './events';
// The member websocket client (`/gapi/mb/ws?token=...`, reconnect 500 ms, at most 10 retries) arrives with
// the memo/websocket issue as `realtime.ts` beside this client, sharing `getToken`; it is not built yet.
export { ApiClientProvider, useApiClient } from './react';
