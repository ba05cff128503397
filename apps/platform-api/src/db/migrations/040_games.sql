-- Issue 6: game catalogue, launches, the Hub88 seamless wallet and bet records.

CREATE TABLE game_providers (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  logo_url text,
  use_iframe boolean NOT NULL DEFAULT false,
  is_freespin boolean NOT NULL DEFAULT false,
  -- Where the provider's launch endpoint lives; the launch URL is built from it.
  launch_url text NOT NULL,
  -- PEM of the key that signs the provider's wallet calls (X-Hub88-Signature).
  wallet_public_key text,
  is_active boolean NOT NULL DEFAULT true,
  order_no integer NOT NULL DEFAULT 0,
  CONSTRAINT game_providers_code_key UNIQUE (code)
);

CREATE TABLE game_categories (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  order_no integer NOT NULL,
  CONSTRAINT game_categories_code_key UNIQUE (code)
);

CREATE TABLE game_tags (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  order_no integer NOT NULL,
  CONSTRAINT game_tags_code_key UNIQUE (code)
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES game_providers (id),
  game_category_id integer NOT NULL REFERENCES game_categories (id),
  -- The provider's game code (Hub88 game_code).
  code text NOT NULL,
  name text NOT NULL,
  image_url text,
  is_demo boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  order_no integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT games_provider_code_key UNIQUE (provider_id, code)
);
CREATE INDEX games_category ON games (game_category_id, order_no);
CREATE INDEX games_lower_name ON games (lower(name));

CREATE TABLE game_tag_links (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES game_tags (id),
  PRIMARY KEY (game_id, tag_id)
);
CREATE INDEX game_tag_links_tag ON game_tag_links (tag_id);

CREATE TABLE game_favorites (
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);

CREATE TABLE game_last_played (
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX game_last_played_user_time ON game_last_played (user_id, played_at DESC);

-- A launch token is shown once (in the launch URL) and kept only as its SHA-256.
CREATE TABLE game_launch_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The provider must exchange the token (/user/info) before this.
  launch_expires_at timestamptz NOT NULL,
  exchanged_at timestamptz,
  -- Bets are refused after this; wins and rollbacks are not.
  session_expires_at timestamptz NOT NULL,
  CONSTRAINT game_launch_tokens_hash_key UNIQUE (token_hash)
);

-- Every Hub88 transaction_uuid the wallet has seen, with the first answer, so a retry gets it again.
CREATE TABLE provider_transactions (
  transaction_uuid text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer REFERENCES games (id),
  round text,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  reference_uuid text,
  -- The details a retry must repeat (amount, currency, round, user, game, reference).
  fingerprint text NOT NULL,
  response jsonb NOT NULL,
  -- Set on a bet or win once a rollback reversed it.
  rolled_back_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_transactions_reference ON provider_transactions (reference_uuid);

CREATE TABLE bet_records (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  provider_id integer NOT NULL REFERENCES game_providers (id),
  transaction_uuid text NOT NULL,
  round text,
  type text NOT NULL CHECK (type IN ('bet', 'win', 'rollback')),
  sub_type text NOT NULL CHECK (sub_type IN ('bet', 'cancel', 'refund', 'reserve', 'result')),
  amount bigint NOT NULL,
  before_amount bigint NOT NULL,
  after_amount bigint NOT NULL,
  win_lose bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bet_records_user_time ON bet_records (user_id, created_at DESC);
