-- Spec 3: the cashback and rebate pages' articles (terms, examples), written by the operator per language.
CREATE TABLE cashback_articles (
  kind text NOT NULL CHECK (kind IN ('cashback', 'rebate')),
  language_id integer NOT NULL REFERENCES languages (id),
  articles jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, language_id)
);
