-- Withdrawal requests. The money itself moves in the ledger (hold at request, then pay or release),
-- referenced as 'withdrawal:<id>'; this row carries the request and its decision.
CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  reference text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'fail')),
  mode text NOT NULL CHECK (mode IN ('manual', 'auto')),
  note text,
  bank_id integer REFERENCES banks (id),
  bank_no text,
  account_name text,
  fail_reason text,
  decided_by integer REFERENCES admin_users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawals_reference_key UNIQUE (reference),
  CONSTRAINT withdrawals_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX withdrawals_user_time ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status ON withdrawals (status, id);

-- Moves from a bonus balance into the main wallet (the ledger transfer holds the money).
CREATE TABLE wallet_transfers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('cashback', 'rebate', 'affiliate')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id bigint NOT NULL REFERENCES transfers (id),
  main_balance_after bigint NOT NULL,
  source_balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transfers_user_time ON wallet_transfers (user_id, created_at DESC);
