-- Deposit methods, the brand's receiving accounts, crypto tokens, deposits, slips and payment webhooks.
CREATE TABLE payment_types (
  id serial PRIMARY KEY,
  payment_type_code text NOT NULL UNIQUE CHECK (payment_type_code IN ('BANK', 'PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK')),
  category text NOT NULL,
  name text NOT NULL,
  -- The webhook provider that settles deposits of this type (none for slips, which staff approve).
  provider text,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE payment_type_currency_limits (
  payment_type_id integer NOT NULL REFERENCES payment_types (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  min_deposit bigint NOT NULL CHECK (min_deposit > 0),
  max_deposit bigint NOT NULL,
  -- Percentage fee in basis points (190 = 1.9%) and a flat service charge, both in the currency.
  fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  service_charge bigint NOT NULL DEFAULT 0 CHECK (service_charge >= 0),
  PRIMARY KEY (payment_type_id, currency_id),
  CHECK (max_deposit >= min_deposit)
);

CREATE TABLE payment_bank_information (
  id serial PRIMARY KEY,
  payment_type_id integer NOT NULL REFERENCES payment_types (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  bank_id integer REFERENCES banks (id),
  account_name text NOT NULL,
  account_no text NOT NULL,
  -- When set, these override the payment type's currency limits.
  min_deposit bigint CHECK (min_deposit > 0),
  max_deposit bigint,
  is_active boolean NOT NULL DEFAULT true,
  UNIQUE (payment_type_id, currency_id, account_no)
);

CREATE TABLE crypto_currencies (
  id serial PRIMARY KEY,
  payment_type_id integer NOT NULL REFERENCES payment_types (id),
  token text NOT NULL,
  network text NOT NULL,
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  is_active boolean NOT NULL DEFAULT true,
  UNIQUE (payment_type_id, token, network)
);

CREATE TABLE uploads (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  purpose text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  stored_name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  payment_type_id integer NOT NULL REFERENCES payment_types (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'fail')),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  note text,
  payment_bank_information_id integer REFERENCES payment_bank_information (id),
  slip_upload_id text REFERENCES uploads (id),
  promotion_information_id integer,
  phone text,
  qr_payload text,
  expires_at timestamptz,
  crypto_currency_id integer REFERENCES crypto_currencies (id),
  crypto_amount text,
  exchange_rate text,
  payment_address text,
  transaction_id text,
  fail_reason text,
  reviewed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK (fee < amount)
);
-- One pending deposit per member, also under concurrent requests.
CREATE UNIQUE INDEX deposits_one_pending ON deposits (user_id) WHERE status = 'pending';
CREATE INDEX deposits_user_time ON deposits (user_id, created_at DESC);

-- Every accepted webhook event once: a replay of the same event id changes nothing.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  payload jsonb NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
