-- One-time codes. Only an HMAC of the code is kept; the verify token handed out after a right code is
-- kept hashed too. Rate limits count these rows (per recipient, per IP) inside a window.
CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  reference_code text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'verify', 'forgot_password')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- The normalised phone (digits) or lower-cased email the code went to.
  recipient text NOT NULL,
  user_id integer REFERENCES users (id),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  ip text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  resend_after timestamptz NOT NULL,
  verified_at timestamptz,
  verify_token_hash text,
  verify_token_expires_at timestamptz,
  consumed_at timestamptz,
  CONSTRAINT otp_codes_reference_key UNIQUE (reference_code),
  CONSTRAINT otp_codes_verify_token_key UNIQUE (verify_token_hash)
);
CREATE INDEX otp_codes_recipient_time ON otp_codes (recipient, created_at DESC);
CREATE INDEX otp_codes_ip_time ON otp_codes (ip, created_at DESC);
