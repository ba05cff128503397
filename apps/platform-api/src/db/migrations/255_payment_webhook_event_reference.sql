-- The deposit a payment webhook event settled, so a redelivery of the event (the gateway retrying after a
-- lost answer or our crash) is answered with the same deposit reference as the first delivery.
ALTER TABLE payment_webhook_events ADD COLUMN reference text;
