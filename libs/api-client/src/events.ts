import type { ApiError, EndpointRoute, Method } from '@casino/contracts';

/** Which call an event is about: enough for a log line or a progress bar, nothing the UI must parse. */
export interface CallInfo {
  method: Method;
  path: string;
  correlationId: string;
}

/**
 * What the client tells the shell. The client has no UI: the shell decides what a failure looks like.
 * - `request:start` / `request:end`: drive the top progress bar; `end` also fires on failure.
 * - `error`: a failed call the shell should report (the failed-call dialog of spec section 8).
 * - `unauthorized`: a 401; the shell goes home, without a dialog.
 */
export interface ApiEvents {
  'request:start': CallInfo;
  'request:end': CallInfo & { ok: boolean };
  error: CallInfo & { error: ApiError; endpoint: EndpointRoute };
  unauthorized: CallInfo & { error: ApiError };
}

export type ApiEventName = keyof ApiEvents;
export type ApiEventHandler<K extends ApiEventName> = (payload: ApiEvents[K]) => void;

/** A minimal typed emitter; `on` returns its own unsubscribe so React effects can clean up in one line. */
export function createEmitter<Events extends object>() {
  const handlers = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): () => void {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    emit<K extends keyof Events>(event: K, payload: Events[K]): void {
      for (const handler of handlers.get(event) ?? []) (handler as (p: Events[K]) => void)(payload);
    },
  };
}
export type Emitter<Events extends object> = ReturnType<typeof createEmitter<Events>>;
