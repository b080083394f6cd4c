-- One name per concept from the wire to the database (issue 33): the strategy of an investment, its agreement and
-- a payment row's item is `investStrategy` in the contract, as the pledge's has been since migration 019. The CHECK
-- constraints follow the columns.
ALTER TABLE investments RENAME COLUMN strategy TO invest_strategy;
ALTER TABLE agreements RENAME COLUMN strategy TO invest_strategy;
ALTER TABLE project_payment_items RENAME COLUMN strategy TO invest_strategy;
