-- The site's engagement layer (spec 2's default layout, spec 4). Pop-ups the operator writes per language,
-- shown on the page groups of `page_show_list` (starter: inside the starter modal on a member's first
-- login; welcome and announcement: to everyone on the page). Plain text; the site never renders HTML.
CREATE TABLE notification_popups (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('starter', 'welcome', 'announcement')),
  language_id integer NOT NULL REFERENCES languages (id),
  page_show_list text[] NOT NULL CHECK (cardinality(page_show_list) > 0),
  title text NOT NULL,
  body text NOT NULL,
  image_url text,
  is_active boolean NOT NULL DEFAULT true,
  -- The seed's own pop-ups, inserted once per language and then the operator's to change or turn off.
  seed_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- "Do not show again" is remembered per id and this, so an edited pop-up shows again.
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seed_key, language_id)
);
CREATE INDEX notification_popups_shown ON notification_popups (language_id, id) WHERE is_active;

-- Spec 3's push trigger: 1 shows the fake allow prompt before the browser's own, 0 asks at once.
CREATE TABLE trigger_allowance (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  is_active smallint NOT NULL CHECK (is_active IN (0, 1)),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Members who have seen the starter modal (users-first-login). Those who registered before it existed
-- have logged in before: they are not greeted as new.
CREATE TABLE member_starter_seen (
  user_id integer PRIMARY KEY REFERENCES users (id),
  seen_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO member_starter_seen (user_id) SELECT id FROM users;
