-- The home page's banner carousel (modules/banner, spec 7's public system-banner). A banner is its
-- artwork and link; its words and image are per language, so each language may carry its own picture.
CREATE TABLE system_banners (
  id serial PRIMARY KEY,
  -- The seed's natural key (null for staff's own banners), so a restart updates instead of duplicating.
  seed_key text UNIQUE,
  -- A page of the site without the language prefix ('promotions'), or an https address elsewhere.
  route text,
  link_url text CHECK (link_url IS NULL OR link_url LIKE 'https://%'),
  order_no integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  -- The window it shows in; a null end is open.
  start_at timestamptz,
  end_at timestamptz CHECK (end_at IS NULL OR start_at IS NULL OR end_at > start_at),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX system_banners_order ON system_banners (order_no, id) WHERE is_active;

CREATE TABLE system_banner_texts (
  banner_id integer NOT NULL REFERENCES system_banners (id) ON DELETE CASCADE,
  language_id integer NOT NULL REFERENCES languages (id),
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  cta_label text,
  image_url text NOT NULL,
  image_width integer NOT NULL CHECK (image_width > 0),
  image_height integer NOT NULL CHECK (image_height > 0),
  PRIMARY KEY (banner_id, language_id)
);
