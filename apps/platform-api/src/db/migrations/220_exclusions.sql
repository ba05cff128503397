-- Issue 19: time-outs and self-exclusions. One row per start or extension; the member is excluded until
-- the latest ends_at. Rows are the record of what the member chose (with the IP), so they stay.
CREATE TABLE member_exclusions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX member_exclusions_member ON member_exclusions (user_id, ends_at DESC);

-- Nobody, staff with SQL access included, may lift an exclusion early: while a row is in force it can
-- only be lengthened. Ended rows may be changed (e.g. anonymised) like any history.
CREATE FUNCTION member_exclusions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ends_at > now() THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'an exclusion in force cannot be removed';
    END IF;
    IF NEW.ends_at < OLD.ends_at OR NEW.starts_at > OLD.starts_at OR NEW.user_id <> OLD.user_id THEN
      RAISE EXCEPTION 'an exclusion in force cannot be shortened';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER member_exclusions_no_shortening BEFORE UPDATE OR DELETE ON member_exclusions
  FOR EACH ROW EXECUTE FUNCTION member_exclusions_guard();

-- A closed account keeps its row in users (so its username, phone and email stay taken) and this one.
CREATE TABLE account_closures (
  user_id integer PRIMARY KEY REFERENCES users (id),
  reason text,
  ip text,
  closed_at timestamptz NOT NULL DEFAULT now()
);
