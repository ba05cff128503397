import type { IncomingMessage, ServerResponse } from 'node:http';

/** A connect-style middleware that only sets and removes response headers (helmet's). */
export type HeaderMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** What the middleware did to a response, to be done again on the next one alike. */
interface HeaderWrites {
  set: readonly (readonly [name: string, value: string | number | readonly string[]])[];
  removed: readonly string[];
}

/** A bound on distinct Host headers remembered (the caller chooses it): the oldest goes first. */
const MAX_HOSTS = 64;

/**
 * Helmet's headers, built once per distinct input rather than per response: building them walks and
 * checks the whole content security policy (a tenth of a cached read's CPU). The policy depends on the
 * request only through its Host header (its websocket origin, content-security-policy.ts) and otherwise
 * on the third-party sources in force, so the writes are kept per Host for the current sources object and
 * dropped when the policy reads new ones. A middleware error is never kept: it is retried next time.
 */
export class SecurityHeadersCache {
  private sources: object | undefined;
  private readonly byHost = new Map<string, HeaderWrites>();

  constructor(
    private readonly middleware: HeaderMiddleware,
    /** The third-party sources the middleware's policy reads; a new object means a new policy. */
    private readonly currentSources: () => object,
  ) {}

  /** Sets the headers on `response` as the middleware would; calls back with its error, if any. */
  apply(request: IncomingMessage, response: ServerResponse, done: (error?: Error) => void): void {
    let writes: HeaderWrites;
    try {
      writes = this.writesFor(request);
    } catch (error) {
      return done(error instanceof Error ? error : new Error(String(error)));
    }
    for (const [name, value] of writes.set) response.setHeader(name, value);
    for (const name of writes.removed) response.removeHeader(name);
    done();
  }

  private writesFor(request: IncomingMessage): HeaderWrites {
    const sources = this.currentSources();
    if (sources !== this.sources) {
      this.sources = sources;
      this.byHost.clear();
    }
    const host = request.headers.host ?? '';
    const kept = this.byHost.get(host);
    if (kept) return kept;
    const writes = this.record(request);
    if (this.byHost.size >= MAX_HOSTS) this.byHost.delete(this.byHost.keys().next().value as string);
    this.byHost.set(host, writes);
    return writes;
  }

  /** Runs the middleware against a recorder standing in for the response. */
  private record(request: IncomingMessage): HeaderWrites {
    const set: [string, string | number | readonly string[]][] = [];
    const removed: string[] = [];
    const recorder = {
      setHeader(name: string, value: string | number | readonly string[]) {
        set.push([name, value]);
        return recorder;
      },
      removeHeader(name: string) {
        removed.push(name);
      },
    };
    let failure: unknown;
    let finished = false;
    this.middleware(request, recorder as unknown as ServerResponse, (error) => {
      finished = true;
      failure = error;
    });
    if (failure) throw failure;
    // Helmet's middleware is synchronous; one that is not cannot be replayed from a recording.
    if (!finished) throw new Error('security headers: the middleware did not finish synchronously');
    return { set, removed };
  }
}
