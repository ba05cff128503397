-- Terms, privacy and cookies pages per language, as plain-text sections (seeded, operator-editable).
CREATE TABLE policies (
  id serial PRIMARY KEY,
  language_id integer NOT NULL REFERENCES languages (id),
  policy_type text NOT NULL CHECK (policy_type IN ('terms-and-conditions', 'privacy-policy', 'cookies-policy')),
  title text NOT NULL,
  sections jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT policies_language_type_key UNIQUE (language_id, policy_type)
);
