-- Failed staff authentications per client address (modules/admin/throttle.ts). In the database rather
-- than in each process, so a guesser spreading attempts over several API instances meets one limit.
CREATE TABLE staff_failed_logins (
  id bigserial PRIMARY KEY,
  address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_failed_logins_address_time ON staff_failed_logins (address, failed_at);
CREATE INDEX staff_failed_logins_time ON staff_failed_logins (failed_at);
