-- The affiliate (referral) programme: one programme per brand, on or off, paying a share of the referred
-- members' day (their net loss or their stakes), at a rate per member level and currency. Level 0 is the
-- default; a level's own row, when there is one, wins over it (as cashback_rates).
CREATE TABLE affiliate_programme (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  active boolean NOT NULL DEFAULT true,
  base text NOT NULL DEFAULT 'net_loss' CHECK (base IN ('net_loss', 'turnover')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE affiliate_rates (
  level_id integer NOT NULL DEFAULT 0 CHECK (level_id >= 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- Basis points: 1000 = 10.00 %.
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (level_id, currency_id)
);

-- The affiliate page's articles (how it works, terms), written by the operator per language.
CREATE TABLE affiliate_articles (
  language_id integer PRIMARY KEY REFERENCES languages (id),
  articles jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Visits of a member's referral link. Every visit is kept (IP and user agent, for abuse reviews); only
-- `counted` ones show in the member's figures: not the owner's own, not a repeat of the same visitor
-- (`visitor_hash` of IP and user agent) within the hour. Nothing is ever paid for a click.
CREATE TABLE affiliate_clicks (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  visitor_hash text NOT NULL,
  counted boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The member's clicks per day (statistics, profile) and a visitor's last click (the hour's repeat).
CREATE INDEX affiliate_clicks_user_time ON affiliate_clicks (user_id, created_at) WHERE counted;
CREATE INDEX affiliate_clicks_visitor ON affiliate_clicks (user_id, visitor_hash, created_at DESC);

-- Nobody refers themselves; the admin API refuses longer circles (a recursive check over referred_by).
ALTER TABLE users ADD CONSTRAINT users_not_own_referrer CHECK (referred_by <> id);
-- An affiliate's referred members (the daily job, lists, statistics by join day, the downline).
CREATE INDEX users_referred_by ON users (referred_by, created_at) WHERE referred_by IS NOT NULL;
