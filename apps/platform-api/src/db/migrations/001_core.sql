-- Reference data: natural keys are unique so the seed can upsert on them.
CREATE TABLE languages (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  native_name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  is_member boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX languages_one_default ON languages (is_default) WHERE is_default;

CREATE TABLE currencies (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  symbol text NOT NULL,
  is_following boolean NOT NULL DEFAULT false,
  enable_decimal boolean NOT NULL DEFAULT false,
  is_crypto boolean NOT NULL DEFAULT false,
  scale integer NOT NULL CHECK (scale BETWEEN 0 AND 18)
);

CREATE TABLE currency_languages (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies (id),
  language_id integer NOT NULL REFERENCES languages (id),
  is_active boolean NOT NULL DEFAULT true,
  UNIQUE (currency_id, language_id)
);

CREATE TABLE countries (
  id serial PRIMARY KEY,
  country_code text NOT NULL UNIQUE CHECK (country_code ~ '^[A-Z]{2}$'),
  country_name text NOT NULL,
  dial_code text NOT NULL,
  phone_min_length integer NOT NULL CHECK (phone_min_length > 0),
  phone_max_length integer NOT NULL CHECK (phone_max_length >= phone_min_length),
  is_default boolean NOT NULL DEFAULT false
);

CREATE TABLE banks (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies (id),
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  logo_url text,
  account_lengths integer[] NOT NULL,
  UNIQUE (currency_id, bank_code)
);

CREATE TABLE contact_channels (
  id serial PRIMARY KEY,
  contact_code_name text NOT NULL,
  name text NOT NULL UNIQUE,
  contact_link text NOT NULL,
  is_default boolean NOT NULL DEFAULT false
);

CREATE TABLE security_questions (
  id serial PRIMARY KEY,
  language_id integer NOT NULL REFERENCES languages (id),
  question_key text NOT NULL,
  question text NOT NULL,
  UNIQUE (language_id, question_key)
);

CREATE TABLE register_channels (
  id serial PRIMARY KEY,
  language_id integer NOT NULL REFERENCES languages (id),
  channel_key text NOT NULL,
  name text NOT NULL,
  UNIQUE (language_id, channel_key)
);

-- Singleton configs (global, general, sticky, custom function base) and server secrets, as JSON by key.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE custom_function_translations (
  language_id integer PRIMARY KEY REFERENCES languages (id),
  footer_data jsonb NOT NULL,
  announcement_data jsonb NOT NULL
);

CREATE TABLE system_configs (
  id serial PRIMARY KEY,
  language_id integer NOT NULL UNIQUE REFERENCES languages (id),
  site_name text NOT NULL,
  logo_url text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  support_email text NOT NULL
);

CREATE TABLE seo_configs (
  id serial PRIMARY KEY,
  language_id integer NOT NULL UNIQUE REFERENCES languages (id),
  title text NOT NULL,
  metadata text NOT NULL,
  og_title text NOT NULL,
  og_image text NOT NULL,
  description text NOT NULL
);

CREATE TABLE script_tag_configs (
  id serial PRIMARY KEY,
  page_name text NOT NULL UNIQUE,
  header text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  footer text NOT NULL DEFAULT '',
  meta_header text NOT NULL DEFAULT '',
  meta_body text NOT NULL DEFAULT '',
  meta_footer text NOT NULL DEFAULT ''
);

CREATE TABLE password_configs (
  language_id integer PRIMARY KEY REFERENCES languages (id),
  min_length integer NOT NULL CHECK (min_length >= 6),
  max_length integer NOT NULL CHECK (max_length >= min_length),
  require_lowercase boolean NOT NULL,
  require_uppercase boolean NOT NULL,
  require_digit boolean NOT NULL
);

-- Members and sessions.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  phone text NOT NULL,
  password_hash text NOT NULL,
  country_code text NOT NULL REFERENCES countries (country_code),
  currency_id integer NOT NULL REFERENCES currencies (id),
  email text,
  first_name text,
  last_name text,
  gender text CHECK (gender IN ('male', 'female')),
  dob date,
  bank_no text,
  bank_currency_information_id integer REFERENCES banks (id),
  register_channel_id integer REFERENCES register_channels (id),
  ref_code text NOT NULL,
  referred_by integer REFERENCES users (id),
  subscribe_email boolean NOT NULL DEFAULT false,
  phone_verified_at timestamptz,
  turn_deposit bigint NOT NULL DEFAULT 0 CHECK (turn_deposit >= 0),
  turn_deposit_target bigint NOT NULL DEFAULT 0 CHECK (turn_deposit_target >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_username_key UNIQUE (username),
  CONSTRAINT users_ref_code_key UNIQUE (ref_code)
);

-- A JWT names its session; revoking the row ends the token before it expires.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text,
  device_token text
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE failed_logins (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX failed_logins_username_time ON failed_logins (username, failed_at);

CREATE TABLE activity_logs (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  type text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_logs_user_time ON activity_logs (user_id, created_at DESC);

-- Ledger: balances live on accounts; every change is a transfer made of immutable entries.
-- Member accounts never go below zero; system accounts (house, gateways, providers) may.
CREATE TABLE accounts (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id),
  kind text NOT NULL,
  currency_id integer REFERENCES currencies (id),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT accounts_member_kind CHECK (
    user_id IS NULL OR kind IN ('main', 'cashback', 'rebate', 'affiliate', 'points', 'badge_points')
  ),
  CONSTRAINT accounts_member_not_negative CHECK (user_id IS NULL OR balance >= 0),
  CONSTRAINT accounts_user_kind_key UNIQUE (user_id, kind)
);
CREATE UNIQUE INDEX accounts_system_kind_currency ON accounts (kind, currency_id) WHERE user_id IS NULL;

CREATE TABLE transfers (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL,
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transfers_idempotency_key UNIQUE (idempotency_key)
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES transfers (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are immutable';
END;
$$;

CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
