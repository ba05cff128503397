-- System accounts in shards: every bet and win of every member moves money against the one provider account
-- of its currency (deposits against the one gateway account), and a transfer holds that row's lock until its
-- transaction commits, so concurrent rounds queued on it. A system account is now one or more rows of the
-- same kind and currency; shard 0 is created first, further shards only when every existing one is locked
-- by a running transaction. A transfer locks whichever shard is free; the account's balance is their sum.
ALTER TABLE accounts
  ADD COLUMN shard smallint NOT NULL DEFAULT 0,
  ADD CONSTRAINT accounts_shard CHECK (shard >= 0 AND (user_id IS NULL OR shard = 0));

DROP INDEX accounts_system_kind_currency;
CREATE UNIQUE INDEX accounts_system_kind_currency ON accounts (kind, currency_id, shard) WHERE user_id IS NULL;
DROP INDEX accounts_system_kind_no_currency;
CREATE UNIQUE INDEX accounts_system_kind_no_currency ON accounts (kind, shard)
  WHERE user_id IS NULL AND currency_id IS NULL;
