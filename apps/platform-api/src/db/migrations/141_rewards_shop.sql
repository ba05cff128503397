-- The points economy (spec: points, reward pages): what a member earns per stake, the shop's catalogue of
-- special rewards, lucky boxes and random cards with their prizes, the exchange of points into money, and
-- the provably fair seeds of the draws. Amounts of points are hundredths of a point, like the ledger's.

-- Points earned from settled bets: `stake_per_point` minor units of stake earn one point (THB 10000 =
-- 1 point per 100.00 baht).
CREATE TABLE point_earn_rates (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  stake_per_point bigint NOT NULL CHECK (stake_per_point > 0),
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The stake a member played that has not yet made a whole hundredth of a point, kept by the points
-- projection between batches. In hundredths of a minor unit (stake × 100), so any rate divides exactly.
-- Below zero when refunded stakes exceed what was still carried: later bets repay it first.
CREATE TABLE point_stake_carries (
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  carry bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, currency_id)
);

-- The shop's items of one currency: special rewards (shipped), lucky boxes and random cards (drawn).
CREATE TABLE rewards (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  redeem_type_id integer NOT NULL REFERENCES redeem_types (id) CHECK (redeem_type_id IN (1, 2, 3)),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- {"en": {"name": ..., "description": ...}, "th": {...}}; English is required.
  texts jsonb NOT NULL CHECK (texts ? 'en'),
  image_url text,
  points bigint NOT NULL CHECK (points > 0),
  -- Minor units: what a special reward is worth, for display.
  product_value bigint CHECK (product_value >= 0),
  -- Items left; NULL when unlimited.
  stock integer CHECK (stock >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rewards_shop ON rewards (currency_id, redeem_type_id, sort_order, id) WHERE is_active;

-- What a lucky box or random card can give, drawn by weight. A draw stores the prize it gave in its
-- redemption, so prizes may be replaced later without rewriting history.
CREATE TABLE reward_prizes (
  reward_id integer NOT NULL REFERENCES rewards (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  kind text NOT NULL CHECK (kind IN ('money', 'points', 'nothing')),
  -- Minor units of the reward's currency, or hundredths of a point; 0 for nothing.
  amount bigint NOT NULL CHECK (amount >= 0),
  weight integer NOT NULL CHECK (weight > 0),
  -- {"en": "100 THB", "th": ...}; English is required.
  labels jsonb NOT NULL CHECK (labels ? 'en'),
  PRIMARY KEY (reward_id, position),
  CHECK ((kind = 'nothing') = (amount = 0))
);

-- Points into money: `points_per_unit` hundredths of a point buy one whole unit of the currency.
CREATE TABLE point_exchange_rates (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  points_per_unit bigint NOT NULL CHECK (points_per_unit > 0),
  min_points bigint NOT NULL CHECK (min_points > 0),
  max_points bigint CHECK (max_points >= min_points),
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each member's committed seed for the next lucky box or random card: its SHA-256 is shown before the
-- draw, the seed itself only in the redemption that used it; every draw commits a fresh one. `nonce`
-- counts the member's draws.
CREATE TABLE reward_seeds (
  user_id integer PRIMARY KEY REFERENCES users (id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A special reward's history filter and the shop's "redeemed" counts.
CREATE INDEX redeem_transactions_reward ON redeem_transactions (redeem_type_id, reward_id);
