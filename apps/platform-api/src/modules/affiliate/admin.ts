import type { AdminAffiliateProgramme } from '@casino/contracts/affiliate';
import { affiliateApi } from '@casino/contracts/affiliate';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { adminRoute, audit } from '../admin';
import { basisPointsOf, DEFAULT_LEVEL, percentOf } from '../cashback/programme';
import { articlesOf } from './links';
import { AFFILIATE_MESSAGES, programmeOf } from './programme';

async function adminProgramme(db: Queryable): Promise<AdminAffiliateProgramme> {
  const programme = await programmeOf(db);
  const { rows } = await db.query<{ level_id: number; currency_id: number; code: string; rate_bp: number }>(
    `SELECT r.level_id, r.currency_id, c.code, r.rate_bp
       FROM affiliate_rates r JOIN currencies c ON c.id = r.currency_id
      ORDER BY r.level_id, c.code`,
  );
  return {
    active: programme.active,
    base: programme.base,
    rates: rows.map((row) => ({
      level_id: row.level_id,
      currency_id: row.currency_id,
      currency_code: row.code,
      rate: percentOf(row.rate_bp),
    })),
  };
}

/** Staff: the programme (on or off, its base), its rates per level and currency and its articles; audited. */
export function affiliateAdminRoutes(app: FastifyInstance): void {
  adminRoute(app, affiliateApi.adminAffiliateProgrammeGet, () => adminProgramme(app.db));

  adminRoute(app, affiliateApi.adminAffiliateProgrammeSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const before = await adminProgramme(tx);
      await tx.query(
        `INSERT INTO affiliate_programme (singleton, active, base) VALUES (true, $1, $2)
         ON CONFLICT (singleton) DO UPDATE SET active = EXCLUDED.active, base = EXCLUDED.base, updated_at = now()`,
        [body.active ?? before.active, body.base ?? before.base],
      );
      const after = await adminProgramme(tx);
      await audit(tx, {
        adminId: admin.id,
        action: 'affiliate_programme.set',
        targetType: 'affiliate_programme',
        targetId: 'affiliate',
        reason: body.reason ?? null,
        before: { active: before.active, base: before.base },
        after: { active: after.active, base: after.base },
        ip: request.ip,
      });
      return after;
    }),
  );

  adminRoute(app, affiliateApi.adminAffiliateRateSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const currency = await tx.query('SELECT 1 FROM currencies WHERE id = $1', [body.currency_id]);
      if (currency.rowCount === 0) throw new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.currencyNotFound);
      if (body.level_id !== DEFAULT_LEVEL) {
        const level = await tx.query('SELECT 1 FROM member_levels WHERE id = $1 AND currency_id = $2', [
          body.level_id,
          body.currency_id,
        ]);
        if (level.rowCount === 0) {
          throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [
            fieldError('body.level_id', AFFILIATE_MESSAGES.levelNotFound),
          ]);
        }
      }
      const before = await adminProgramme(tx);
      await tx.query(
        `INSERT INTO affiliate_rates (level_id, currency_id, rate_bp) VALUES ($1, $2, $3)
         ON CONFLICT (level_id, currency_id) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = now()`,
        [body.level_id, body.currency_id, basisPointsOf(body.rate)],
      );
      const after = await adminProgramme(tx);
      await audit(tx, {
        adminId: admin.id,
        action: 'affiliate_rate.set',
        targetType: 'affiliate_rate',
        targetId: `${body.level_id}:${body.currency_id}`,
        reason: body.reason ?? null,
        before: before.rates,
        after: after.rates,
        ip: request.ip,
      });
      return after;
    }),
  );

  adminRoute(app, affiliateApi.adminAffiliateArticlesSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const language = await tx.query('SELECT 1 FROM languages WHERE id = $1', [body.language_id]);
      if (language.rowCount === 0) throw new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.languageNotFound);
      const before = await tx.query<{ articles: unknown }>(
        'SELECT articles FROM affiliate_articles WHERE language_id = $1',
        [body.language_id],
      );
      await tx.query(
        `INSERT INTO affiliate_articles (language_id, articles) VALUES ($1, $2)
         ON CONFLICT (language_id) DO UPDATE SET articles = EXCLUDED.articles, updated_at = now()`,
        [body.language_id, JSON.stringify(body.articles)],
      );
      await audit(tx, {
        adminId: admin.id,
        action: 'affiliate_articles.set',
        targetType: 'affiliate_articles',
        targetId: body.language_id,
        reason: body.reason ?? null,
        before: { articles: before.rows[0]?.articles ?? [] },
        after: { articles: body.articles },
        ip: request.ip,
      });
      return articlesOf(tx, body.language_id);
    }),
  );
}
