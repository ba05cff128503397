-- Coupons (spec 2-9): staff issue codes, each granting the bonus of one promotion. A coupon's promotion
-- is not offered on the promotions page nor received directly: only a redeemed code opens it.
ALTER TABLE promotions ADD COLUMN coupon_only boolean NOT NULL DEFAULT false;

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  -- Kept in upper case; members type it in any case.
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 4 AND 32),
  name text NOT NULL,
  promotion_id integer NOT NULL REFERENCES promotions (id),
  max_redemptions integer NOT NULL CHECK (max_redemptions > 0),
  -- Redemptions under verification or succeeded; a refused one gives its place back.
  redeemed integer NOT NULL DEFAULT 0 CHECK (redeemed >= 0 AND redeemed <= max_redemptions),
  -- Spec 4: the member cannot play, deposit or withdraw while staff verify a redemption.
  needs_verification boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > starts_at)
);

CREATE TABLE coupon_redemptions (
  id serial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons (id),
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('verifying', 'success', 'fail')),
  -- The member confirmed replacing an active rebate, cashback or referral (applied when staff approve).
  replace_bonus boolean NOT NULL DEFAULT false,
  promotion_member_id integer REFERENCES promotion_members (id),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES admin_users (id),
  -- Each code once per member.
  UNIQUE (coupon_id, user_id),
  CHECK ((status = 'success') = (promotion_member_id IS NOT NULL))
);
-- At most one redemption under verification per member.
CREATE UNIQUE INDEX coupon_redemptions_one_verifying ON coupon_redemptions (user_id) WHERE status = 'verifying';
CREATE INDEX coupon_redemptions_user_time ON coupon_redemptions (user_id, created_at DESC);

-- What stops a member from playing, depositing and withdrawing for a while (a coupon under verification),
-- one row per reason; the modules that move money read it without knowing who placed it.
CREATE TABLE member_holds (
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('coupon_verification')),
  reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, reference)
);
