-- Quests (spec 3): daily check-in, play, deposit and VIP bonus quests per currency. A play or deposit quest
-- is joined, then its progress (quest_progress, a projection of the member activity stream) counts per
-- period: 'once', or the business day of a daily quest. Each period's reward is claimed once.
CREATE TABLE quests (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('daily_check_in', 'play', 'deposit', 'vip')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- {"en": {"name": ..., "description": ...}, "th": {...}}; English is required.
  texts jsonb NOT NULL CHECK (texts ? 'en'),
  condition text NOT NULL CHECK (condition IN ('min_bet', 'min_win', 'win_multiplier', 'bet_count',
    'accumulated_bet', 'accumulated_win', 'winloss', 'deposit', 'none')),
  -- Rounds for a counted condition, minor units for an accumulated one.
  target bigint NOT NULL DEFAULT 0 CHECK (target >= 0),
  min_bet bigint CHECK (min_bet > 0),
  min_win bigint CHECK (min_win > 0),
  -- Win ÷ stake × 100 a round must reach (1000 = 10×).
  multiplier_x100 integer CHECK (multiplier_x100 > 0),
  category_ids integer[] NOT NULL DEFAULT '{}',
  provider_ids integer[] NOT NULL DEFAULT '{}',
  game_ids integer[] NOT NULL DEFAULT '{}',
  reward_type text NOT NULL CHECK (reward_type IN ('money', 'point', 'promotion')),
  -- Minor units of the currency, or hundredths of a point.
  reward_amount bigint NOT NULL DEFAULT 0 CHECK (reward_amount >= 0),
  reward_promotion_id integer REFERENCES promotions (id),
  repeat text NOT NULL CHECK (repeat IN ('once', 'daily')),
  min_level integer NOT NULL DEFAULT 0 CHECK (min_level >= 0),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (reward_type <> 'promotion' OR reward_promotion_id IS NOT NULL)
);
CREATE INDEX quests_running ON quests (currency_id, ends_at) WHERE is_active;

CREATE TABLE quest_joins (
  quest_id integer NOT NULL REFERENCES quests (id),
  user_id integer NOT NULL REFERENCES users (id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quest_id, user_id)
);
CREATE INDEX quest_joins_member ON quest_joins (user_id);

CREATE TABLE quest_progress (
  quest_id integer NOT NULL REFERENCES quests (id),
  user_id integer NOT NULL REFERENCES users (id),
  period text NOT NULL,
  progress bigint NOT NULL DEFAULT 0,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quest_id, user_id, period)
);

CREATE TABLE quest_claims (
  id bigserial PRIMARY KEY,
  quest_id integer NOT NULL REFERENCES quests (id),
  user_id integer NOT NULL REFERENCES users (id),
  period text NOT NULL,
  reward_type text NOT NULL,
  reward_amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (quest_id, user_id, period)
);
CREATE INDEX quest_claims_member ON quest_claims (user_id, created_at DESC);

-- The daily check-in: once per member and business day, whichever check-in quest paid it.
CREATE TABLE quest_check_ins (
  user_id integer NOT NULL REFERENCES users (id),
  business_day date NOT NULL,
  quest_id integer NOT NULL REFERENCES quests (id),
  PRIMARY KEY (user_id, business_day)
);
