-- The member activity stream (ARCHITECTURE.md, Data): activity_logs, written once in the transaction that
-- caused each event, becomes append-only and carries what consumers need as columns. Consumers read it
-- in (tx_id, id) order and only below the oldest transaction still running, so an event committed late
-- by a slow transaction is never skipped: every transaction whose id is below that horizon has finished.
ALTER TABLE activity_logs
  ADD COLUMN tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  ADD COLUMN amount bigint CHECK (amount >= 0),
  ADD COLUMN currency_id integer REFERENCES currencies (id),
  ADD COLUMN game_id integer,
  ADD COLUMN provider_id integer,
  ADD COLUMN sub_type text;
CREATE INDEX activity_logs_stream ON activity_logs (tx_id, id);

CREATE FUNCTION activity_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_logs is append-only';
END;
$$;

CREATE TRIGGER activity_logs_no_change BEFORE UPDATE OR DELETE ON activity_logs
  FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only();

-- How far each projection has applied the stream; updated in the transaction that applies the events.
CREATE TABLE projection_offsets (
  name text PRIMARY KEY,
  last_tx_id xid8 NOT NULL,
  last_id bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The member's deposit turnover (turn_deposit) was counted inside each bet's transaction; from here on
-- it is a projection of the stream. It starts after every event written so far, which the old counter
-- already holds.
INSERT INTO projection_offsets (name, last_tx_id, last_id)
SELECT 'deposit-turnover', COALESCE(max(tx_id), '0'::xid8), COALESCE(max(id), 0) FROM activity_logs;
