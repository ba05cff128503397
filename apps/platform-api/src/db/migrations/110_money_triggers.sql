-- Money triggers (activity log `received_money_trigger`): money paid straight into members' wallets, on a
-- deposit that reaches a minimum or when staff grant it. Limited to listed members when any are listed.
CREATE TABLE money_triggers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  event text NOT NULL CHECK (event IN ('deposit', 'manual')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount bigint NOT NULL CHECK (amount > 0),
  min_deposit bigint CHECK (min_deposit > 0),
  repeat text NOT NULL CHECK (repeat IN ('once', 'daily', 'every')),
  listed boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (event = 'manual' OR min_deposit IS NOT NULL),
  CHECK (ends_at > starts_at)
);
CREATE INDEX money_triggers_running ON money_triggers (event, currency_id, ends_at);

CREATE TABLE money_trigger_members (
  trigger_id integer NOT NULL REFERENCES money_triggers (id),
  user_id integer NOT NULL REFERENCES users (id),
  PRIMARY KEY (trigger_id, user_id)
);

-- One row per payment. `occasion` is what makes it unique for its trigger and member: 'once', the
-- business day, the deposit's reference, or the staff grant's idempotency key.
CREATE TABLE money_trigger_receipts (
  id bigserial PRIMARY KEY,
  trigger_id integer NOT NULL REFERENCES money_triggers (id),
  user_id integer NOT NULL REFERENCES users (id),
  occasion text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  reference text,
  granted_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trigger_id, user_id, occasion)
);
CREATE INDEX money_trigger_receipts_member ON money_trigger_receipts (user_id, created_at DESC);
