-- A member's withdrawal request may carry the form attempt's key: a repeat of it (double click, retry after
-- a lost reply) finds the first request instead of holding the money a second time.
ALTER TABLE withdrawals ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX withdrawals_user_idempotency_key ON withdrawals (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
