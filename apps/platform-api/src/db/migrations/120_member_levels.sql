-- Member levels (spec "Member level"): per currency, reached by an accumulated deposit, turnover or
-- win/loss (any one of the thresholds set), recalculated by a daily job. A level's id is its level_id in
-- cashback_rates (its rolling rebate). Levels only rise.
CREATE TABLE member_levels (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies (id),
  rank integer NOT NULL CHECK (rank >= 1),
  -- {"en": "Gold", "th": "ทอง", ...}; English is required, the others fall back to it.
  names jsonb NOT NULL CHECK (names ? 'en'),
  required_deposit bigint CHECK (required_deposit > 0),
  required_turnover bigint CHECK (required_turnover > 0),
  required_winloss bigint CHECK (required_winloss > 0),
  vip_bonus bigint NOT NULL DEFAULT 0 CHECK (vip_bonus >= 0),
  birthday_bonus bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (currency_id, rank),
  CHECK (coalesce(required_deposit, required_turnover, required_winloss) IS NOT NULL)
);

ALTER TABLE users ADD COLUMN member_level_id integer REFERENCES member_levels (id);

-- What each member accumulated towards the levels: the sum of the business days the level job counted
-- (each member and day once, through job_payouts).
CREATE TABLE member_level_progress (
  user_id integer PRIMARY KEY REFERENCES users (id),
  deposit_total bigint NOT NULL DEFAULT 0,
  bet_total bigint NOT NULL DEFAULT 0,
  win_total bigint NOT NULL DEFAULT 0,
  counted_through date,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A level's VIP bonus is paid once per member, whenever (and however often) they reach it.
CREATE TABLE member_level_bonuses (
  user_id integer NOT NULL REFERENCES users (id),
  level_id integer NOT NULL REFERENCES member_levels (id),
  amount bigint NOT NULL,
  business_day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, level_id)
);

-- The birthday bonus, once per member and year (a changed date of birth does not pay it twice).
CREATE TABLE member_birthday_bonuses (
  user_id integer NOT NULL REFERENCES users (id),
  year integer NOT NULL,
  level_id integer NOT NULL REFERENCES member_levels (id),
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, year)
);
