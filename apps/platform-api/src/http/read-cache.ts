import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../db/types';

/** The channel the tables' triggers notify on every write (migration 192_read_cache_notify). */
export const READ_CACHE_CHANNEL = 'read_cache';
/** A bound on distinct answers kept (query strings are the caller's): the oldest goes first. */
const MAX_ENTRIES = 500;
const RELISTEN_MS = 5_000;

/**
 * Public answers every visitor gets alike (the language list, the game catalogue), kept in memory and
 * dropped on every write to their tables: the tables' triggers notify after each committing write, from
 * any instance, seed or psql session. Without a live subscription (not yet listening, or its connection
 * lost) nothing is kept and every read goes to the database.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  /** Bumped by every write, so an answer read before it is not kept after it. */
  private generation = 0;
  private listening = false;
  private closed = false;
  private unlisten: (() => Promise<void>) | undefined;
  private relisten: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Pick<Db, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    try {
      this.unlisten = await this.db.listen(READ_CACHE_CHANNEL, {
        onNotify: () => this.invalidate(),
        onLost: () => this.lost(),
      });
      this.listening = !this.closed;
    } catch (error) {
      this.log.warn({ err: error }, 'read cache: cannot listen for writes; reading through');
      this.scheduleRelisten();
    }
  }

  /** The kept answer for `key`, else `load()`'s (kept when no write came in meanwhile). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, value);
    }
    return value;
  }

  /**
   * `get` for a route's answer, kept as the JSON its response schema serializes it to, so a kept answer
   * is neither read nor validated again. `route()` sends the returned SerializedReply as it is.
   */
  async reply<T>(key: string, reply: FastifyReply, load: () => Promise<T>): Promise<T> {
    const json = await this.get(key, async () => SerializedReply.of(reply.serialize(await load())));
    // route() knows the marker; the handler's type stays the endpoint's answer.
    return json as unknown as T;
  }

  /** The answer `reply()` keeps under `key` now, if any (never loads one). */
  kept(key: string): SerializedReply | undefined {
    const value = this.listening ? this.entries.get(key) : undefined;
    return value instanceof SerializedReply ? value : undefined;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.invalidate();
    clearTimeout(this.relisten);
    await this.unlisten?.().catch(() => undefined);
  }

  /** Writes may now go unheard: stop keeping answers until listening again. */
  private lost(): void {
    this.listening = false;
    this.invalidate();
    this.log.warn('read cache: lost the write notifications; reading through until they are back');
    this.scheduleRelisten();
  }

  private scheduleRelisten(): void {
    if (this.closed) return;
    this.relisten = setTimeout(() => void this.start(), RELISTEN_MS);
    this.relisten.unref();
  }
}

/**
 * An answer already serialized by its route's response schema, kept as its UTF-8 bytes: a string would be
 * measured and encoded again on every send (the 50-game page is 14 kB).
 */
export class SerializedReply {
  constructor(readonly json: Buffer) {}

  static of(json: ReturnType<FastifyReply['serialize']>): SerializedReply {
    if (typeof json === 'string') return new SerializedReply(Buffer.from(json, 'utf8'));
    return new SerializedReply(Buffer.isBuffer(json) ? json : Buffer.from(json));
  }
}
