-- The investor dashboard asks, for each of an investor's investments, whether a succeeded payout paid it back
-- (dashboard/queries.ts findInvestmentsOf). project_payment_items' unique key leads with payment_id, so without this
-- index that question would scan every investor's payout items.

CREATE INDEX project_payment_items_investment_idx ON project_payment_items (investment_id);
