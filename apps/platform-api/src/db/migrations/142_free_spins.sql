-- Free spins (issue 14): points buy an offer, which grants the member N rounds at a fixed stake on the
-- offer's games, playable until an expiry. The provider learns of them from the wallet's /user/info
-- (free_rounds) and plays each as a free bet (is_free, reward_uuid): the promotion account pays the stake,
-- the win goes to the member's main wallet and adds turnover × win to their turnover target.
CREATE TABLE free_spin_offers (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  currency_id integer NOT NULL REFERENCES currencies (id),
  provider_id integer NOT NULL REFERENCES game_providers (id),
  -- Games of that provider the spins are played on, in display order.
  game_ids integer[] NOT NULL CHECK (cardinality(game_ids) > 0),
  spins integer NOT NULL CHECK (spins > 0),
  -- Minor units of the currency.
  amount_per_round bigint NOT NULL CHECK (amount_per_round > 0),
  -- Hundredths of a point.
  points bigint NOT NULL CHECK (points > 0),
  valid_days integer NOT NULL CHECK (valid_days > 0),
  -- The turnover multiplier × 100 (150 = 1.5 × the win is added to the turnover target).
  turnover_x100 integer NOT NULL DEFAULT 100 CHECK (turnover_x100 >= 0),
  -- {"en": "10 free spins on Jade Fortune", "th": ...}; English is required.
  names jsonb NOT NULL CHECK (names ? 'en'),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX free_spin_offers_shop ON free_spin_offers (currency_id, provider_id, sort_order) WHERE is_active;

-- What a member bought. The offer's terms are copied, so a staff edit of the offer changes no grant.
CREATE TABLE free_spin_grants (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  offer_id integer NOT NULL REFERENCES free_spin_offers (id),
  -- The free-bet reward id the provider sends back with every round of this grant.
  reward_uuid text NOT NULL UNIQUE,
  redeem_transaction_id bigint NOT NULL UNIQUE REFERENCES redeem_transactions (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  provider_id integer NOT NULL REFERENCES game_providers (id),
  game_ids integer[] NOT NULL CHECK (cardinality(game_ids) > 0),
  names jsonb NOT NULL CHECK (names ? 'en'),
  spins integer NOT NULL CHECK (spins > 0),
  spins_left integer NOT NULL CHECK (spins_left >= 0 AND spins_left <= spins),
  amount_per_round bigint NOT NULL CHECK (amount_per_round > 0),
  points bigint NOT NULL CHECK (points > 0),
  turnover_x100 integer NOT NULL CHECK (turnover_x100 >= 0),
  -- Minor units the rounds won so far (less wins taken back).
  total_win bigint NOT NULL DEFAULT 0 CHECK (total_win >= 0),
  -- 'used' once no spin is left; a grant past expires_at reads 'expired' and plays no more.
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX free_spin_grants_member ON free_spin_grants (user_id, created_at DESC, id DESC);
CREATE INDEX free_spin_grants_playable ON free_spin_grants (user_id, expires_at) WHERE status = 'active';
CREATE INDEX free_spin_grants_offer ON free_spin_grants (offer_id);

-- The free bets, their wins and rollbacks, tied to the grant that paid them.
ALTER TABLE provider_transactions ADD COLUMN free_spin_grant_id bigint REFERENCES free_spin_grants (id);
