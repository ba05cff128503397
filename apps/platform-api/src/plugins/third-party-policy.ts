import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types';
import { allSnippets, readThirdPartyScripts } from '../modules/config';
import { configuredChatVendors } from '../modules/reference';
import type { ThirdPartySources } from './content-security-policy';
import { NO_THIRD_PARTY_SOURCES, thirdPartySources } from './content-security-policy';

/** How long a page load may use the sources read by an earlier one (another API instance's change). */
export const THIRD_PARTY_POLICY_TTL_MS = 10_000;

/**
 * The policy's third-party sources, read from the database and kept for a few seconds. Only page loads
 * refresh them (an API call's policy guards nothing), and staff changes on this instance mark them stale
 * at once. A failed read keeps the last sources and is logged, never failing the page.
 */
export class ThirdPartyPolicy {
  private sources: ThirdPartySources = NO_THIRD_PARTY_SOURCES;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  /** Bumped by every invalidation, so a read that started before a change does not count as fresh. */
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  current(): ThirdPartySources {
    return this.sources;
  }

  /** The next page load reads the sources again. */
  invalidate(): void {
    this.generation += 1;
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  async refreshIfStale(): Promise<void> {
    if (this.now() - this.readAt < THIRD_PARTY_POLICY_TTL_MS) return;
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    await this.reading;
  }

  private async read(): Promise<void> {
    const startedAt = this.now();
    const generation = this.generation;
    try {
      const scripts = await readThirdPartyScripts(this.db);
      this.sources = thirdPartySources({
        analytics: {
          gtm: scripts.google_tag_management !== null,
          ga: scripts.google_analytic_id !== null,
          hotjar: scripts.hotjar_site_id !== null,
          pixel: scripts.facebook_meta_pixel.length > 0,
        },
        scriptHosts: scripts.script_hosts,
        snippets: await allSnippets(this.db),
        chats: await configuredChatVendors(this.db),
      });
    } catch (error) {
      this.log.warn(
        { err: error },
        'content security policy: third-party sources unreadable, last ones kept',
      );
    }
    // A change made while this read ran leaves it stale for the next page load.
    if (generation === this.generation) this.readAt = startedAt;
  }
}
