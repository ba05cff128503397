import type { RecentWin } from '@casino/contracts';
import type { Db } from '../../db/types';
import type { WinRules } from './repository';
import { latestWins } from './repository';

/** How many wins each process keeps in memory. */
export const KEPT_WINS = 30;

const newestFirst = (a: RecentWin, b: RecentWin) => b.won_at.localeCompare(a.won_at);

/**
 * The latest notable wins, kept in this process's memory: read once from the database (so a fresh
 * process serves the wins of before its start), then kept up to date by every RECENT_WIN broadcast,
 * which reaches each instance sharing the event bus.
 */
export class RecentWinsFeed {
  private wins: RecentWin[] | undefined;
  private loading: Promise<RecentWin[]> | undefined;
  /** Wins announced while the first read was in flight, which it may have missed. */
  private early: RecentWin[] = [];

  constructor(
    private readonly db: Db,
    private readonly rules: WinRules,
    private readonly keep = KEPT_WINS,
  ) {}

  /** The newest `limit` wins, newest first (reads the database the first time only). */
  async latest(limit: number): Promise<RecentWin[]> {
    const wins = this.wins ?? (await this.load());
    return wins.slice(0, limit);
  }

  /** Reads the database now; a failed read is tried again by the next `latest`. */
  load(): Promise<RecentWin[]> {
    this.loading ??= latestWins(this.db, this.rules, this.keep)
      .then((loaded) => {
        this.wins = this.merged(loaded, this.early);
        this.early = [];
        return this.wins;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** A win just announced. */
  add(win: RecentWin): void {
    if (this.wins) this.wins = this.merged(this.wins, [win]);
    else this.early.push(win);
  }

  private merged(wins: readonly RecentWin[], more: readonly RecentWin[]): RecentWin[] {
    const byId = new Map<string, RecentWin>();
    for (const win of [...more, ...wins]) if (!byId.has(win.id)) byId.set(win.id, win);
    return [...byId.values()].sort(newestFirst).slice(0, this.keep);
  }
}
