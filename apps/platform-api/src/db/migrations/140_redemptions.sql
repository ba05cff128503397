-- Points are spent in one shop (spec: reward pages) on five kinds of item. Every spend is one redemption
-- row, whatever its kind, so that the member's redeem history is one list. The shop's catalogue
-- (rewards, prizes, exchange rates) and the free-spin offers live in their own migrations.
CREATE TABLE redeem_types (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code IN ('special', 'lucky_box', 'random_card', 'free_spin', 'exchange')),
  -- {"en": "Special reward", "th": ...}; English is required.
  names jsonb NOT NULL CHECK (names ? 'en'),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE redeem_transactions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  redeem_type_id integer NOT NULL REFERENCES redeem_types (id),
  -- The shop item (rewards.id) of a special reward, lucky box or random card; the offer of free spins.
  reward_id integer,
  -- The item's names when it was redeemed: {"en": ..., "th": ...}.
  names jsonb NOT NULL CHECK (names ? 'en'),
  -- Hundredths of a point.
  points bigint NOT NULL CHECK (points > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- Minor units of the currency: what a special reward is worth.
  product_value bigint CHECK (product_value >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'shipped', 'rejected', 'completed')),
  address text,
  phone text,
  email text,
  tracking_number text,
  -- What a draw gave or an exchange paid: {"kind": "money"|"points"|"nothing", "amount": "<minor units>",
  -- "labels": {"en": ...}}.
  prize jsonb,
  -- A draw's seeds: {"server_seed_hash", "server_seed", "client_seed", "nonce"}.
  fairness jsonb,
  -- The request's key: a retried redeem finds its first row instead of spending twice.
  idempotency_key text NOT NULL UNIQUE,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX redeem_transactions_member ON redeem_transactions (user_id, created_at DESC, id DESC);
CREATE INDEX redeem_transactions_open ON redeem_transactions (status, created_at) WHERE status IN ('pending', 'approved');

INSERT INTO redeem_types (id, code, names, sort_order) VALUES
  (1, 'special', '{"en": "Special reward"}', 1),
  (2, 'lucky_box', '{"en": "Lucky box"}', 2),
  (3, 'random_card', '{"en": "Random card"}', 3),
  (4, 'free_spin', '{"en": "Free spins"}', 4),
  (5, 'exchange', '{"en": "Exchange points"}', 5);
