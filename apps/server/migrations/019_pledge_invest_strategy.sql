-- One name per concept from the wire to the database: the pledge's strategy is `investStrategy` in the contract's
-- PledgeStartRequest, in flows, the portal and the service, so the column says it too. (Investments and agreements
-- keep `strategy`, their own word in the contract.) The CHECK constraint follows the column.
ALTER TABLE pledges RENAME COLUMN strategy TO invest_strategy;
