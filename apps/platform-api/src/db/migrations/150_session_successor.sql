-- A password change ends every session and opens a new one for the device that asked. Calls that device
-- sent just before carry the old token and may arrive after; they count as the new session for a short
-- grace (see findActiveSession), so that they neither fail nor clear the cookie the change just set.
ALTER TABLE sessions ADD COLUMN replaced_by uuid REFERENCES sessions (id);
