-- Quests that reward free spins (issue 13): claiming grants the spins of a free-spin offer of the quest's
-- currency, with no points spent. The grant copies the offer's terms as a redeemed one does and points
-- back to the claim that made it instead of a redemption.
ALTER TABLE quests DROP CONSTRAINT quests_reward_type_check;
ALTER TABLE quests ADD CONSTRAINT quests_reward_type_check
  CHECK (reward_type IN ('money', 'point', 'promotion', 'free_spin'));
ALTER TABLE quests ADD COLUMN reward_free_spin_offer_id integer REFERENCES free_spin_offers (id);
ALTER TABLE quests ADD CONSTRAINT quests_free_spin_offer
  CHECK (reward_type <> 'free_spin' OR reward_free_spin_offer_id IS NOT NULL);

-- A grant is bought (a redemption) or earned (a quest claim, once per claim), never both.
ALTER TABLE free_spin_grants ALTER COLUMN redeem_transaction_id DROP NOT NULL;
ALTER TABLE free_spin_grants ADD COLUMN quest_claim_id bigint UNIQUE REFERENCES quest_claims (id);
ALTER TABLE free_spin_grants ADD CONSTRAINT free_spin_grants_source
  CHECK ((redeem_transaction_id IS NULL) <> (quest_claim_id IS NULL));
-- Points it cost: none when a quest gave it.
ALTER TABLE free_spin_grants DROP CONSTRAINT free_spin_grants_points_check;
ALTER TABLE free_spin_grants ADD CONSTRAINT free_spin_grants_points_check CHECK (points >= 0);
