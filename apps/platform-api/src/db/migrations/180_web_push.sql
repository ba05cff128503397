-- Web Push (modules/web-push). The server's VAPID key pair, made once on the API's first start (an
-- insert that does nothing when the row exists, so two instances starting together keep one pair), and
-- the browsers subscribed for a member's pushes.
CREATE TABLE web_push_vapid (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  -- URL-safe base64: the P-256 public key (65 bytes) browsers subscribe with, and its private key.
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per browser (its push service endpoint); it belongs to the member who sent it last, so a
-- shared browser follows whoever logs in. Visitors are not subscribed: the site sends the subscription
-- once a member is logged in. A push service answering 404 or 410 for an endpoint removes its row.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  endpoint text NOT NULL UNIQUE,
  -- The browser's keys the payload is encrypted to (URL-safe base64).
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz,
  last_error text,
  last_error_at timestamptz
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, updated_at DESC);
