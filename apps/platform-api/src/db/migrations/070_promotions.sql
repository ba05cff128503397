-- Promotions (spec 2-9): a catalogue of promotions in categories, each with texts per language, and the
-- members' promotion records. Bonus money waits in the member's own `bonus` account, never in `main`,
-- until the promotion's turnover (or win/loss) target is met.
ALTER TABLE accounts DROP CONSTRAINT accounts_member_kind;
ALTER TABLE accounts ADD CONSTRAINT accounts_member_kind CHECK (
  user_id IS NULL OR kind IN ('main', 'cashback', 'rebate', 'affiliate', 'points', 'badge_points', 'bonus')
);

CREATE TABLE promotion_categories (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE promotion_category_translations (
  category_id integer NOT NULL REFERENCES promotion_categories (id),
  language_id integer NOT NULL REFERENCES languages (id),
  name text NOT NULL,
  PRIMARY KEY (category_id, language_id)
);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  -- A stable name for the seed and staff (e.g. welcome-thb).
  code text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES promotion_categories (id),
  -- Where the site shows it: the promotions page only, or also the home page.
  layout_position text NOT NULL DEFAULT 'promotions' CHECK (layout_position IN ('promotions', 'home')),
  sort_order integer NOT NULL DEFAULT 0,
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- turnover: stakes count towards the target; deposit_turnover: the same, received with a deposit;
  -- winlose: the member's net win (wins less stakes) counts towards the target.
  type text NOT NULL CHECK (type IN ('turnover', 'deposit_turnover', 'winlose')),
  -- A percentage of the deposit (deposit_turnover only) up to bonus_cap, or a fixed amount (minor units).
  bonus_percent integer CHECK (bonus_percent > 0 AND bonus_percent <= 1000),
  bonus_amount bigint CHECK (bonus_amount > 0),
  bonus_cap bigint CHECK (bonus_cap > 0),
  min_deposit bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  -- The target is (deposit + bonus) × multiplier for turnover, bonus × multiplier for win/loss.
  turnover_multiplier integer NOT NULL CHECK (turnover_multiplier BETWEEN 1 AND 100),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at),
  CHECK ((bonus_percent IS NULL) <> (bonus_amount IS NULL)),
  CHECK (bonus_percent IS NULL OR type = 'deposit_turnover')
);

CREATE TABLE promotion_translations (
  promotion_id integer NOT NULL REFERENCES promotions (id),
  language_id integer NOT NULL REFERENCES languages (id),
  title text NOT NULL,
  description text NOT NULL,
  -- [{ "title": ..., "body": ... }]: the detail's articles (spec promotion_articles).
  articles jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (promotion_id, language_id)
);

-- A member's promotion (spec "promotion member"). Counters are a projection of the activity stream.
CREATE TABLE promotion_members (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions (id),
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'received', 'expired')),
  deposit_id bigint REFERENCES deposits (id),
  deposit_amount bigint NOT NULL DEFAULT 0 CHECK (deposit_amount >= 0),
  bonus bigint NOT NULL CHECK (bonus > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  turn_over_user bigint NOT NULL DEFAULT 0 CHECK (turn_over_user >= 0),
  turn_over_target bigint NOT NULL DEFAULT 0 CHECK (turn_over_target >= 0),
  turn_winlose_user bigint NOT NULL DEFAULT 0,
  turn_winlose_target bigint NOT NULL DEFAULT 0 CHECK (turn_winlose_target >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  -- Each promotion once per member.
  UNIQUE (promotion_id, user_id)
);
-- At most one active promotion per member (member_bonus enforces it too; this is the backstop).
CREATE UNIQUE INDEX promotion_members_one_active ON promotion_members (user_id) WHERE status = 'active';
CREATE INDEX promotion_members_user_time ON promotion_members (user_id, created_at DESC);
