-- Staff: their own accounts and tokens, apart from members, and an audit of every action.
CREATE TABLE admin_users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT admin_users_username_key UNIQUE (username)
);

-- Only a hash of each Bearer token is kept.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admin_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE admin_audit (
  id bigserial PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admin_users (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_time ON admin_audit (created_at DESC);
CREATE INDEX admin_audit_target ON admin_audit (target_type, target_id);

CREATE FUNCTION admin_audit_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the admin audit is append-only';
END;
$$;

CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_immutable();
