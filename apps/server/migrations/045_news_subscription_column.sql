-- One name per concept from the wire to the database (issue 33): the news consent is `newsSubscription` in the
-- contract, so its column is `news_subscription`.
ALTER TABLE marketing_preferences RENAME COLUMN news_subscribed TO news_subscription;
