-- Development outbox: every SMS and email the default transport "sends" lands here instead.
CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  meta jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, id DESC);
