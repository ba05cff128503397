-- Issue 19, player protection part 1: each member's own deposit, loss and session limits, their history,
-- and the reality-check interval. Money limits are minor units of the member's wallet currency; the
-- session limit is minutes per login session.
CREATE TABLE gambling_limits (
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily',
    'loss_weekly', 'loss_monthly', 'session')),
  -- The limit in force; null: none.
  value bigint CHECK (value > 0),
  -- An increase or removal waits 24 hours: the value it brings (null: removal) and when it applies.
  pending_value bigint CHECK (pending_value > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- Every change a member asked for, and when pending ones applied or were cancelled.
CREATE TABLE gambling_limit_changes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  action text NOT NULL CHECK (action IN ('set', 'requested', 'applied', 'cancelled')),
  old_value bigint,
  new_value bigint,
  effective_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gambling_limit_changes_user ON gambling_limit_changes (user_id, created_at DESC);

-- The reality check's interval in minutes (one the brand offers); no row or null: off.
CREATE TABLE reality_checks (
  user_id integer PRIMARY KEY REFERENCES users (id),
  interval_minutes integer CHECK (interval_minutes > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
