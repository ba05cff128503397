-- Cashback (a share of the member's net loss of a business day) and rebate (a share of the day's
-- turnover): one programme row per kind, switched on or off by staff, and the rates per member level and
-- currency. Level 0 is the default every member gets until member levels exist (issue 13): a level's own
-- row, when there is one, wins over level 0. `min_turnover` is the day's stakes a member must reach to be
-- paid (minor units of the row's currency): the transaction's turnover_target.
CREATE TABLE cashback_programmes (
  kind text PRIMARY KEY CHECK (kind IN ('cashback', 'rebate')),
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cashback_rates (
  kind text NOT NULL REFERENCES cashback_programmes (kind),
  level_id integer NOT NULL DEFAULT 0 CHECK (level_id >= 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- Basis points: 500 = 5.00 %.
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  min_turnover bigint NOT NULL DEFAULT 0 CHECK (min_turnover >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, level_id, currency_id)
);
