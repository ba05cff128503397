-- When a session last made a member call, for the member's list of sessions; written at most every few
-- minutes per session (see modules/account-security/last-seen.ts), never on the read path itself.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
