-- Profile step 2 beyond the registration columns, and the email proof of step 1.
ALTER TABLE users ADD COLUMN line_id text;
ALTER TABLE users ADD COLUMN security_question_id integer REFERENCES security_questions (id);
-- argon2id of the normalised answer; the answer itself is never stored.
ALTER TABLE users ADD COLUMN security_answer_hash text;
ALTER TABLE users ADD COLUMN crypto_network text CHECK (crypto_network IN ('TRC20', 'ERC20', 'BEP20', 'BTC'));
ALTER TABLE users ADD COLUMN wallet_address text;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- One bank account (per bank) and one wallet (per network) belong to one member at most.
CREATE UNIQUE INDEX users_bank_account_key ON users (bank_currency_information_id, bank_no)
  WHERE bank_no IS NOT NULL;
CREATE UNIQUE INDEX users_wallet_key ON users (crypto_network, wallet_address)
  WHERE wallet_address IS NOT NULL;
