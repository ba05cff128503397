-- The common ledger transfer as one function, so a transfer is one statement from the application instead of
-- three or four round trips (ledger/transfer.ts calls it; the rules are the ledger README's). Refusals are
-- answered in `outcome`, not raised: nothing is written before them and the caller's transaction stays usable,
-- as when the checks ran in TypeScript.

-- Locks a shard of a system account: the first one no other transaction holds (a shard this transaction holds
-- counts as free), else opens the next one up to p_max_shards, else waits for any. Shard 0 is opened on the
-- account's first use. No row when the account cannot be opened (an unknown currency raises instead).
CREATE FUNCTION ledger_lock_shard(
  p_kind text,
  p_currency integer,
  p_max_shards integer,
  OUT shard_id integer,
  OUT shard_currency integer,
  OUT shard_balance bigint
) LANGUAGE plpgsql AS $$
BEGIN
  FOR attempt IN 1..3 LOOP
    SELECT a.id, a.currency_id, a.balance INTO shard_id, shard_currency, shard_balance
      FROM accounts a
     WHERE a.user_id IS NULL AND a.kind = p_kind AND a.currency_id IS NOT DISTINCT FROM p_currency
     ORDER BY a.shard LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED;
    IF FOUND THEN RETURN; END IF;
    -- None free: the account is new, or every shard is held by a running transaction. The new row is
    -- seen by this transaction only until it commits; a concurrent opener of the same number wins.
    INSERT INTO accounts (kind, currency_id, shard)
    SELECT p_kind, p_currency, coalesce(max(a.shard) + 1, 0)
      FROM accounts a
     WHERE a.user_id IS NULL AND a.kind = p_kind AND a.currency_id IS NOT DISTINCT FROM p_currency
    HAVING coalesce(max(a.shard) + 1, 0) < p_max_shards
    ON CONFLICT DO NOTHING
    RETURNING accounts.id, accounts.currency_id, accounts.balance INTO shard_id, shard_currency, shard_balance;
    IF FOUND THEN RETURN; END IF;
  END LOOP;
  SELECT a.id, a.currency_id, a.balance INTO shard_id, shard_currency, shard_balance
    FROM accounts a
   WHERE a.user_id IS NULL AND a.kind = p_kind AND a.currency_id IS NOT DISTINCT FROM p_currency
   ORDER BY random() LIMIT 1 FOR NO KEY UPDATE;
END;
$$;

-- One transfer: a side with a user is the member account (user, kind), one without is the system account
-- (kind, currency). Member accounts are locked first in ascending id order (created when the member predates
-- the kind), then a shard of each system account in kind order, then the key is claimed: a concurrent
-- duplicate waits for the first to commit and replays it. `outcome` is 'moved' or 'replayed' (with the
-- transfer, both account rows and the balances after it) or a refusal: 'unknown_account',
-- 'currency_mismatch', 'insufficient_funds' (a member debit beyond the balance), 'conflict' (the key was
-- used for another movement).
CREATE FUNCTION ledger_transfer(
  p_key text,
  p_type text,
  p_debit_user integer,
  p_debit_kind text,
  p_debit_currency integer,
  p_credit_user integer,
  p_credit_kind text,
  p_credit_currency integer,
  p_amount bigint,
  p_reference text,
  p_metadata jsonb,
  p_max_shards integer,
  OUT outcome text,
  OUT moved_id bigint,
  OUT debit_id integer,
  OUT credit_id integer,
  OUT debit_after bigint,
  OUT credit_after bigint
) LANGUAGE plpgsql AS $$
DECLARE
  m record;
  d_currency integer;
  d_balance bigint;
  c_currency integer;
  c_balance bigint;
  stored record;
BEGIN
  IF p_debit_user IS NOT NULL OR p_credit_user IS NOT NULL THEN
    FOR pass IN 1..2 LOOP
      FOR m IN
        SELECT a.id, a.user_id, a.kind, a.currency_id, a.balance FROM accounts a
         WHERE (a.user_id = p_debit_user AND a.kind = p_debit_kind)
            OR (a.user_id = p_credit_user AND a.kind = p_credit_kind)
         ORDER BY a.id FOR NO KEY UPDATE
      LOOP
        IF m.user_id = p_debit_user AND m.kind = p_debit_kind THEN
          debit_id := m.id; d_currency := m.currency_id; d_balance := m.balance;
        ELSE
          credit_id := m.id; c_currency := m.currency_id; c_balance := m.balance;
        END IF;
      END LOOP;
      EXIT WHEN pass = 2
        OR ((p_debit_user IS NULL OR debit_id IS NOT NULL) AND (p_credit_user IS NULL OR credit_id IS NOT NULL));
      -- A member registered before this kind of account existed: create it (points have no currency).
      INSERT INTO accounts (user_id, kind, currency_id)
      SELECT u.id, v.kind, CASE WHEN v.kind IN ('points', 'badge_points') THEN NULL ELSE u.currency_id END
        FROM (VALUES (p_debit_user, p_debit_kind), (p_credit_user, p_credit_kind)) AS v(user_id, kind)
        JOIN users u ON u.id = v.user_id
      ON CONFLICT (user_id, kind) DO NOTHING;
    END LOOP;
    IF (p_debit_user IS NOT NULL AND debit_id IS NULL) OR (p_credit_user IS NOT NULL AND credit_id IS NULL) THEN
      outcome := 'unknown_account';
      RETURN;
    END IF;
  END IF;

  -- System shards after the members, in kind order, so two transfers never wait on each other in a circle.
  IF p_debit_user IS NULL AND (p_credit_user IS NOT NULL OR p_debit_kind COLLATE "C" < p_credit_kind) THEN
    SELECT * INTO debit_id, d_currency, d_balance FROM ledger_lock_shard(p_debit_kind, p_debit_currency, p_max_shards);
  END IF;
  IF p_credit_user IS NULL THEN
    SELECT * INTO credit_id, c_currency, c_balance FROM ledger_lock_shard(p_credit_kind, p_credit_currency, p_max_shards);
  END IF;
  IF p_debit_user IS NULL AND debit_id IS NULL THEN
    SELECT * INTO debit_id, d_currency, d_balance FROM ledger_lock_shard(p_debit_kind, p_debit_currency, p_max_shards);
  END IF;
  IF debit_id IS NULL OR credit_id IS NULL THEN
    outcome := 'unknown_account';
    RETURN;
  END IF;
  IF d_currency IS DISTINCT FROM c_currency THEN
    outcome := 'currency_mismatch';
    RETURN;
  END IF;

  -- A member short of the amount: a retry of a transfer that already went through still replays; otherwise
  -- refused before the key is claimed, so the key stays free.
  IF p_debit_user IS NOT NULL AND d_balance < p_amount THEN
    PERFORM 1 FROM transfers t WHERE t.idempotency_key = p_key;
    IF NOT FOUND THEN
      outcome := 'insufficient_funds';
      RETURN;
    END IF;
  ELSE
    INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, metadata)
    VALUES (p_key, p_type, debit_id, credit_id, p_amount, p_reference, p_metadata)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO moved_id;
  END IF;

  IF moved_id IS NULL THEN
    -- The key was used: the same movement (a system side may be another shard of it) replays as it was.
    SELECT t.id, t.kind, t.amount, t.reference, t.debit_account_id, t.credit_account_id,
           d.user_id AS d_user, d.kind AS d_kind, d.currency_id AS d_currency,
           c.user_id AS c_user, c.kind AS c_kind, c.currency_id AS c_currency
      INTO stored
      FROM transfers t LEFT JOIN accounts d ON d.id = t.debit_account_id
      LEFT JOIN accounts c ON c.id = t.credit_account_id
     WHERE t.idempotency_key = p_key;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'transfer key % neither inserted nor found', p_key;
    END IF;
    debit_id := NULL; credit_id := NULL;
    IF stored.kind = p_type AND stored.amount = p_amount AND stored.reference IS NOT DISTINCT FROM p_reference
       AND stored.d_user IS NOT DISTINCT FROM p_debit_user AND stored.d_kind = p_debit_kind
       AND (p_debit_user IS NOT NULL OR stored.d_currency IS NOT DISTINCT FROM p_debit_currency)
       AND stored.c_user IS NOT DISTINCT FROM p_credit_user AND stored.c_kind = p_credit_kind
       AND (p_credit_user IS NOT NULL OR stored.c_currency IS NOT DISTINCT FROM p_credit_currency) THEN
      outcome := 'replayed';
      moved_id := stored.id;
      debit_id := stored.debit_account_id;
      credit_id := stored.credit_account_id;
      SELECT coalesce(max(e.balance_after) FILTER (WHERE e.account_id = debit_id), 0),
             coalesce(max(e.balance_after) FILTER (WHERE e.account_id = credit_id), 0)
        INTO debit_after, credit_after
        FROM ledger_entries e WHERE e.transfer_id = moved_id;
    ELSE
      outcome := 'conflict';
    END IF;
    RETURN;
  END IF;

  debit_after := d_balance - p_amount;
  credit_after := c_balance + p_amount;
  UPDATE accounts SET balance = CASE WHEN id = debit_id THEN debit_after ELSE credit_after END
   WHERE id IN (debit_id, credit_id);
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  VALUES (moved_id, debit_id, -p_amount, debit_after), (moved_id, credit_id, p_amount, credit_after);
  outcome := 'moved';
END;
$$;
