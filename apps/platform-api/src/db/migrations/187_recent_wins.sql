-- The home page's recent wins are read from the wins the seamless wallet keeps (provider_transactions),
-- newest first: this index serves that read without scanning the bets.
CREATE INDEX provider_transactions_recent_wins ON provider_transactions (created_at DESC)
  WHERE kind = 'win' AND rolled_back_at IS NULL;
