-- A resale copy's audit log reads its purchase's own rows (agreement_logs.resale_purchase_id), as a pledge's agreement
-- reads its pledge's (agreement_logs_pledge_idx).
CREATE INDEX agreement_logs_resale_purchase_idx ON agreement_logs (resale_purchase_id, created_at)
  WHERE resale_purchase_id IS NOT NULL;
