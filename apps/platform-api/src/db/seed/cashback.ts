import type { Queryable } from '../types';
import { CASHBACK_ARTICLE_ROWS } from './cashback-articles';

/**
 * Every brand starts with cashback (5 % of a day's net loss) and rebate (0.5 % of a day's turnover)
 * running for the default level in each fiat currency, paid when the day's stakes reach 100 of the
 * currency, each page with its terms article in every language. Operator-owned: inserted only when
 * missing, so staff changes survive restarts.
 */
export async function seedCashback(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO cashback_programmes (kind, active) VALUES ('cashback', true), ('rebate', true)
     ON CONFLICT (kind) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO cashback_rates (kind, level_id, currency_id, rate_bp, min_turnover)
     SELECT k.kind, 0, c.id, k.rate_bp, (100 * 10::numeric ^ c.scale)::bigint
       FROM (VALUES ('cashback', 500), ('rebate', 50)) AS k(kind, rate_bp)
       CROSS JOIN currencies c
      WHERE NOT c.is_crypto
     ON CONFLICT (kind, level_id, currency_id) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO cashback_articles (kind, language_id, articles)
     SELECT x.kind, l.id, x.articles FROM jsonb_to_recordset($1::jsonb) AS x(kind text, lang text, articles jsonb)
       JOIN languages l ON l.code = x.lang
     ON CONFLICT (kind, language_id) DO NOTHING`,
    [JSON.stringify(CASHBACK_ARTICLE_ROWS)],
  );
}
