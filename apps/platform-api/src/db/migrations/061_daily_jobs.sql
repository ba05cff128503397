-- Each member's money per business day (the brand's time zone), a projection of the activity stream:
-- what cashback, rebate, member levels and affiliate income are computed from.
CREATE TABLE member_daily_totals (
  business_day date NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- Stakes less refunded stakes, and wins less cancelled wins, in minor units.
  bet_total bigint NOT NULL DEFAULT 0,
  win_total bigint NOT NULL DEFAULT 0,
  bet_count integer NOT NULL DEFAULT 0,
  deposit_total bigint NOT NULL DEFAULT 0,
  deposit_count integer NOT NULL DEFAULT 0,
  withdrawal_total bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, user_id, currency_id)
);
CREATE INDEX member_daily_totals_user ON member_daily_totals (user_id, business_day);

-- Daily jobs: one row per job and business day, claimed by whichever instance starts it first. A run that
-- crashed stays 'running' and the next run resumes it.
CREATE TABLE job_runs (
  job text NOT NULL,
  business_day date NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done')),
  attempts integer NOT NULL DEFAULT 1,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  paid_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (job, business_day)
);

-- What a daily job paid each member for a day. The primary key is the exactly-once guarantee: a second
-- run (at the same time, or after a crash) finds the member taken and pays nothing.
CREATE TABLE job_payouts (
  job text NOT NULL,
  business_day date NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer REFERENCES currencies (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, business_day, user_id)
);
CREATE INDEX job_payouts_user ON job_payouts (user_id, created_at DESC);
