import { moneyToMinor } from '@casino/contracts';
import type { AdminFreeSpinOfferBody } from '@casino/contracts/rewards';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { allOffers } from './offers';

type OfferInput = z.output<typeof AdminFreeSpinOfferBody>;

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

function minorOrInvalid(value: string, scale: number, what: string): bigint {
  let minor: bigint;
  try {
    minor = moneyToMinor(value, scale);
  } catch {
    throw invalid(`${what} has more than ${scale} decimals`);
  }
  if (minor <= 0n) throw invalid(`${what} must be above zero`);
  return minor;
}

/**
 * Creates the offer, or replaces the one with the same code. Grants already made keep the terms they
 * were bought with. The games must be the provider's, named by their codes, in display order.
 */
export async function saveOffer(tx: Queryable, body: OfferInput) {
  const currency = await tx.query<{ id: number; scale: number }>(
    'SELECT id, scale FROM currencies WHERE code = $1',
    [body.currency_code],
  );
  const { id: currencyId, scale } = currency.rows[0] ?? {};
  if (currencyId === undefined || scale === undefined) throw invalid('Unknown currency');
  const provider = await tx.query<{ id: number }>('SELECT id FROM game_providers WHERE code = $1', [
    body.provider_code,
  ]);
  const providerId = provider.rows[0]?.id;
  if (providerId === undefined) throw invalid('Unknown game provider');
  const games = await tx.query<{ id: number; code: string }>(
    'SELECT id, code FROM games WHERE provider_id = $1 AND code = ANY($2::text[])',
    [providerId, body.game_codes],
  );
  const gameIds = body.game_codes.map((code) => games.rows.find((game) => game.code === code)?.id);
  const missing = body.game_codes.filter((_, i) => gameIds[i] === undefined);
  if (missing.length > 0) throw invalid(`Not games of ${body.provider_code}: ${missing.join(', ')}`);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO free_spin_offers (code, currency_id, provider_id, game_ids, spins, amount_per_round, points,
       valid_days, turnover_x100, names, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
     ON CONFLICT (code) DO UPDATE SET currency_id = EXCLUDED.currency_id, provider_id = EXCLUDED.provider_id,
       game_ids = EXCLUDED.game_ids, spins = EXCLUDED.spins, amount_per_round = EXCLUDED.amount_per_round,
       points = EXCLUDED.points, valid_days = EXCLUDED.valid_days, turnover_x100 = EXCLUDED.turnover_x100,
       names = EXCLUDED.names, is_active = EXCLUDED.is_active, updated_at = now()
     RETURNING id`,
    [
      body.code,
      currencyId,
      providerId,
      [...new Set(gameIds)],
      body.spins,
      minorOrInvalid(body.amount_per_round, scale, 'The amount per round'),
      minorOrInvalid(body.points, 2, 'The points'),
      body.valid_days,
      Number(moneyToMinor(body.turnover, 2)),
      JSON.stringify(body.names),
      body.is_active,
    ],
  );
  const [saved] = await allOffers(tx, rows[0]?.id);
  if (!saved) throw new Error('free-spin offer vanished');
  return saved;
}
