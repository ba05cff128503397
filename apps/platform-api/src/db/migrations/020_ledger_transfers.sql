-- Transfers record what they moved, so a retry can be compared with the first request and histories
-- can be read without unpacking JSON. Transfers and their entries are immutable once written.
ALTER TABLE transfers
  ADD COLUMN debit_account_id integer REFERENCES accounts (id),
  ADD COLUMN credit_account_id integer REFERENCES accounts (id),
  ADD COLUMN amount bigint CHECK (amount > 0),
  ADD COLUMN reference text,
  ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}';
CREATE INDEX transfers_reference ON transfers (reference) WHERE reference IS NOT NULL;
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

-- System accounts of the point balances have no currency; keep one per kind.
CREATE UNIQUE INDEX accounts_system_kind_no_currency ON accounts (kind) WHERE user_id IS NULL AND currency_id IS NULL;

CREATE FUNCTION transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are immutable';
END;
$$;

CREATE TRIGGER transfers_no_change BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_immutable();
