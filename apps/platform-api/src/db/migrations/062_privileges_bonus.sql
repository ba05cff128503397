-- Staff exceptions to the brand's privilege list (custom_function.privilege) for one member: a privilege
-- granted to them alone, or taken from them.
CREATE TABLE member_privileges (
  user_id integer NOT NULL REFERENCES users (id),
  privilege text NOT NULL CHECK (privilege IN ('coupon', 'point', 'quest', 'rebate', 'affiliate')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, privilege)
);

-- Spec 4: only one of promotion, rebate, cashback or referral is active for a member at a time. The row
-- exists while one is; `reference` names it in its owner module (e.g. promotion_member:12).
CREATE TABLE member_bonus (
  user_id integer PRIMARY KEY REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('promotion', 'rebate', 'cashback', 'referral')),
  reference text NOT NULL,
  since timestamptz NOT NULL DEFAULT now()
);
