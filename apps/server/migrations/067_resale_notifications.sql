-- Issue 37: the resale market tells its sellers and buyers. A part of a listing sold (the seller) and bought (the
-- buyer) at settlement, and a listing closed other than by a sale or the seller's cancel (expired after 30 days, or
-- suspended by an admin or by the rule, with the reason): three kinds more for the three tables that name a kind.
ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check CHECK (kind IN (
  'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
  'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES',
  'RESALE_PART_SOLD', 'RESALE_PART_BOUGHT', 'RESALE_LISTING_CLOSED'
));
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
  'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES',
  'RESALE_PART_SOLD', 'RESALE_PART_BOUGHT', 'RESALE_LISTING_CLOSED'
));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check CHECK (kind IN (
  'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
  'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES',
  'RESALE_PART_SOLD', 'RESALE_PART_BOUGHT', 'RESALE_LISTING_CLOSED'
));

