-- Spec 6: the memo inbox. A topic belongs to one member; `tab` says who started it (inbox: staff or the
-- platform, sent: the member). Messages are the topic's history, oldest first.
CREATE TABLE memo_topics (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  tab text NOT NULL CHECK (tab IN ('inbox', 'sent')),
  category text NOT NULL,
  title text NOT NULL,
  -- Memos the platform writes itself: the web words them from the template and params.
  template text,
  params jsonb NOT NULL DEFAULT '{}',
  allow_reply boolean NOT NULL DEFAULT false,
  is_read boolean NOT NULL DEFAULT false,
  is_modal boolean NOT NULL DEFAULT false,
  is_read_modal boolean NOT NULL DEFAULT false,
  -- One memo per platform event (e.g. deposit:12:credited), so a replayed outcome writes nothing twice.
  source_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memo_topics_member ON memo_topics (user_id, tab, updated_at DESC, id DESC);
CREATE INDEX memo_topics_unread ON memo_topics (user_id) WHERE tab = 'inbox' AND NOT is_read;

CREATE TABLE memo_messages (
  id bigserial PRIMARY KEY,
  topic_id bigint NOT NULL REFERENCES memo_topics (id),
  author text NOT NULL CHECK (author IN ('member', 'staff', 'platform')),
  admin_id integer,
  body text NOT NULL,
  image_upload_id text REFERENCES uploads (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memo_messages_topic ON memo_messages (topic_id, id);
