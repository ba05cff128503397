import type { Queryable } from '../types';

/** The affiliate page's articles in English; other languages show these until the operator writes theirs. */
export const AFFILIATE_ARTICLES_EN = [
  {
    title: 'Your referral income',
    body: 'Share your referral link or code. Everyone who registers with it becomes your referred member. Once a day we add up what your referred members played on the previous business day, in your currency, and pay you your level’s share of their net loss into your affiliate balance. Move it to your wallet whenever you like.',
  },
  {
    title: 'Terms',
    body: 'Income is paid only while referral is your active bonus: only one of promotion, cashback, rebate or referral can be active at a time. Clicks on your link are counted for your statistics but never paid. You cannot refer yourself, and referrals made with a second account of your own are refused. Income is worked out once per business day and never paid twice.',
  },
];

/**
 * Every brand starts with the affiliate programme running on its referred members' net loss, 10 % for
 * the default level in each fiat currency, with its English articles. Operator-owned: inserted only when
 * missing, so staff changes survive restarts.
 */
export async function seedAffiliate(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO affiliate_programme (singleton, active, base) VALUES (true, true, 'net_loss')
     ON CONFLICT (singleton) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO affiliate_rates (level_id, currency_id, rate_bp)
     SELECT 0, c.id, 1000 FROM currencies c WHERE NOT c.is_crypto
     ON CONFLICT (level_id, currency_id) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO affiliate_articles (language_id, articles)
     SELECT id, $1::jsonb FROM languages WHERE code = 'en'
     ON CONFLICT (language_id) DO NOTHING`,
    [JSON.stringify(AFFILIATE_ARTICLES_EN)],
  );
}
