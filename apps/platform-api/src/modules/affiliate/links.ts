import { createHash } from 'node:crypto';
import type { AffiliateArticles, AffiliateLinkClick } from '@casino/contracts/affiliate';
import { affiliateApi } from '@casino/contracts/affiliate';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { route } from '../../http/route';

/** Clicks one address may record per minute (a forged flood gets 429 RATE_LIMITED). */
export const AFFILIATE_CLICKS_PER_MINUTE = 20;
/** A visitor (IP and user agent) counts once per code in this window. */
const REPEAT_WINDOW = '1 hour';
const USER_AGENT_MAX = 500;

/** The articles in the language, or the English ones when the operator wrote none in it. */
export async function articlesOf(db: Queryable, languageId: number): Promise<AffiliateArticles> {
  const { rows } = await db.query<{ articles: AffiliateArticles['data'] }>(
    `SELECT a.articles FROM affiliate_articles a JOIN languages l ON l.id = a.language_id
      WHERE (a.language_id = $1 OR l.code = 'en') AND jsonb_array_length(a.articles) > 0
      ORDER BY a.language_id = $1 DESC LIMIT 1`,
    [languageId],
  );
  return { data: rows[0]?.articles ?? [] };
}

const visitorHashOf = (ip: string, userAgent: string) =>
  createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex');

/**
 * The affiliate page's public articles, and the visits of referral links: every visit of a known code is
 * kept with its IP and user agent, and counted unless it is the owner's own (their session is on the
 * request) or the same visitor's within the hour. An unknown code records nothing. Clicks pay nothing.
 */
export function affiliateLinkRoutes(app: FastifyInstance): void {
  route(app, affiliateApi.affiliateArticlesFind, ({ query }) => articlesOf(app.db, query.language_id));

  route(
    app,
    affiliateApi.logAffiliateLinkCreate,
    async ({ body, request }): Promise<AffiliateLinkClick> => {
      const owner = await app.db.query<{ id: number }>('SELECT id FROM users WHERE ref_code = $1', [
        body.ref_code,
      ]);
      const ownerId = owner.rows[0]?.id;
      if (ownerId === undefined) return { ref_code: body.ref_code, valid: false, counted: false };

      const session = await app.sessionOf(request);
      const userAgent = (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
      const visitor = visitorHashOf(request.ip, userAgent);
      const counted = await app.db.transaction(async (tx) => {
        // One visitor's clicks on one code in a line, so two at once cannot both be the first.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
          `affiliate_click:${ownerId}:${visitor}`,
        ]);
        const repeat = await tx.query(
          `SELECT 1 FROM affiliate_clicks WHERE user_id = $1 AND visitor_hash = $2 AND counted
              AND created_at > now() - interval '${REPEAT_WINDOW}' LIMIT 1`,
          [ownerId, visitor],
        );
        const counts = session?.userId !== ownerId && repeat.rowCount === 0;
        await tx.query(
          `INSERT INTO affiliate_clicks (user_id, ip, user_agent, visitor_hash, counted)
           VALUES ($1, $2, $3, $4, $5)`,
          [ownerId, request.ip, userAgent, visitor, counts],
        );
        return counts;
      });
      return { ref_code: body.ref_code, valid: true, counted };
    },
    { rateLimit: { max: AFFILIATE_CLICKS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
