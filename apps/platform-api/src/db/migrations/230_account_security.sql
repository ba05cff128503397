-- Two-factor login (TOTP). The secret is kept encrypted with a key derived from the auth secret; it is
-- answered only while enabling. last_time_step is the newest accepted code's step: a code is taken once.
CREATE TABLE two_factor (
  user_id integer PRIMARY KEY REFERENCES users (id),
  secret_enc text NOT NULL,
  enabled_at timestamptz,
  last_time_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time recovery codes, stored hashed (random, high entropy: a plain SHA-256 suffices).
CREATE TABLE two_factor_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes (user_id);

-- Wrong codes, counted in the database so every API instance shares the limit.
CREATE TABLE two_factor_failures (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_failures_user ON two_factor_failures (user_id, failed_at);

-- Every login attempt on a known username, for the member's own history.
CREATE TABLE login_history (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  succeeded boolean NOT NULL,
  ip text,
  user_agent text,
  session_id uuid REFERENCES sessions (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_user ON login_history (user_id, created_at DESC);

