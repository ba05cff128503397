import type { CashbackArticles, CashbackKind } from '@casino/contracts/promotions';
import { cashbackApi } from '@casino/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { adminRoute, audit } from '../admin';

/** The articles in the language, or the English ones when the operator wrote none in it. */
async function articlesOf(db: Queryable, kind: CashbackKind, languageId: number): Promise<CashbackArticles> {
  const { rows } = await db.query<{ articles: CashbackArticles['data'] }>(
    `SELECT a.articles FROM cashback_articles a JOIN languages l ON l.id = a.language_id
      WHERE a.kind = $1 AND (a.language_id = $2 OR l.code = 'en') AND jsonb_array_length(a.articles) > 0
      ORDER BY a.language_id = $2 DESC LIMIT 1`,
    [kind, languageId],
  );
  return { data: rows[0]?.articles ?? [] };
}

/** Spec 3's cashback and rebate articles: public, per language; staff replace one language's set. */
export function cashbackArticleRoutes(app: FastifyInstance): void {
  route(app, cashbackApi.cashbackArticlesFind, ({ query }) =>
    articlesOf(app.db, 'cashback', query.language_id),
  );
  route(app, cashbackApi.rebateArticlesFind, ({ query }) => articlesOf(app.db, 'rebate', query.language_id));

  adminRoute(app, cashbackApi.adminCashbackArticlesSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const language = await tx.query('SELECT 1 FROM languages WHERE id = $1', [body.language_id]);
      if (language.rowCount === 0) throw new AppError(404, 'NOT_FOUND', 'Language not found');
      const before = await tx.query<{ articles: unknown }>(
        'SELECT articles FROM cashback_articles WHERE kind = $1 AND language_id = $2',
        [body.kind, body.language_id],
      );
      await tx.query(
        `INSERT INTO cashback_articles (kind, language_id, articles) VALUES ($1, $2, $3)
         ON CONFLICT (kind, language_id) DO UPDATE SET articles = EXCLUDED.articles, updated_at = now()`,
        [body.kind, body.language_id, JSON.stringify(body.articles)],
      );
      await audit(tx, {
        adminId: admin.id,
        action: 'cashback_articles.set',
        targetType: 'cashback_articles',
        targetId: `${body.kind}:${body.language_id}`,
        reason: body.reason ?? null,
        before: { articles: before.rows[0]?.articles ?? [] },
        after: { articles: body.articles },
        ip: request.ip,
      });
      return articlesOf(tx, body.kind, body.language_id);
    }),
  );
}
