import type { RiskSummaryPlace } from '@keystone/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRecordRiskSummaryOpened } from '../api/consumer-journey.ts';
import { useSession } from '../session/index.ts';

/**
 * The one place that hears the risk summary being opened, by the dialog and by the page alike, once per opening,
 * and records it in the journey log (issue 24 §7) for a signed-in investor. A visitor, or an admin reading the
 * public page, has nothing recorded and no request is made for them. An opening heard while the session is still
 * loading (the page opened straight from its address) is recorded once it is known whose it was.
 */
export function useRiskSummaryOpened(): (place: RiskSummaryPlace) => void {
  const { user, userLoading } = useSession();
  const record = useRecordRiskSummaryOpened();
  // A new object for each opening, so that the same place opened again is a new opening.
  const [opening, setOpening] = useState<{ place: RiskSummaryPlace }>();
  const recorded = useRef<object>(undefined);
  useEffect(() => {
    if (!opening || userLoading || recorded.current === opening) return;
    recorded.current = opening;
    if (user?.role === 'INVESTOR') record(opening.place);
  }, [opening, user, userLoading, record]);
  return useCallback((place: RiskSummaryPlace) => setOpening({ place }), []);
}
