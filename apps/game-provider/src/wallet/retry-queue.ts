import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A wallet call that must reach the operator eventually (a win or a rollback). */
export interface PendingCall {
  /** The transaction_uuid: one entry per money movement. */
  id: string;
  path: string;
  /** The request body without request_uuid; each attempt gets a fresh one. */
  body: Record<string, unknown>;
  attempts: number;
  /** Epoch ms of the next attempt. */
  nextAt: number;
}

/**
 * The retry queue, persisted as one JSON file (written to a temporary name, then renamed) so a restart
 * keeps every unacknowledged win and rollback. Small by nature: entries leave once acknowledged.
 */
export class RetryQueue {
  private entries = new Map<string, PendingCall>();
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly file: string | undefined) {}

  async load(): Promise<void> {
    if (!this.file) return;
    try {
      const list = JSON.parse(await readFile(this.file, 'utf8')) as PendingCall[];
      this.entries = new Map(list.map((entry) => [entry.id, entry]));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  list(): PendingCall[] {
    return [...this.entries.values()];
  }

  due(now: number): PendingCall[] {
    return this.list().filter((entry) => entry.nextAt <= now);
  }

  async put(entry: PendingCall): Promise<void> {
    this.entries.set(entry.id, entry);
    await this.persist();
  }

  async remove(id: string): Promise<void> {
    if (this.entries.delete(id)) await this.persist();
  }

  private persist(): Promise<void> {
    const file = this.file;
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify(this.list());
    this.writing = this.writing.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, snapshot);
      await rename(`${file}.tmp`, file);
    });
    return this.writing;
  }
}

/** 1 s, 2 s, 4 s … capped at one minute. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), 60_000);
}
