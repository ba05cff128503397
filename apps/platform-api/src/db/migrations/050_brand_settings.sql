-- Settings staff keep per brand (the tools/brands id the API serves, BRAND), one row per key with its JSON
-- value. A missing row means the default: the brand config's mobile_url, iframe games in place.
CREATE TABLE brand_settings (
  brand_id text NOT NULL,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, key)
);

-- should_iframe_redirect now comes from brand_settings; the shared custom-function row no longer carries it.
UPDATE settings SET value = value - 'should_iframe_redirect' WHERE key = 'custom_function';
