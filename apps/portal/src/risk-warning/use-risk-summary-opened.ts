import { useCallback } from 'react';

/** Where the risk summary was read: the dialog the risk warning's link opens, or its public page. */
export type RiskSummaryPlace = 'dialog' | 'page';

/**
 * The one place that hears the risk summary being opened, by the dialog and by the page alike, once per opening.
 * Issue 24 §7 records it here in the journey log, with the wording's version (`RISK_SUMMARY.version`); until that
 * endpoint exists, nothing is recorded.
 */
export function useRiskSummaryOpened(): (place: RiskSummaryPlace) => void {
  return useCallback(() => undefined, []);
}
