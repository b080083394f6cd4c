import type { ConsumerJourney, ConsumerJourneyEventRequest, RiskSummaryPlace } from '@keystone/api';
import { RISK_SUMMARY } from '@keystone/flows/labels';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from './use-api.ts';

/**
 * The FCA journey before a first pledge (issue 24 §3): where this investor stands, and the log of what they were
 * shown and answered. The key is the one `$api.queryOptions` makes (`keys.test.ts`).
 */
export const consumerJourneyKeys = {
  /** `GET /consumer-journey`. */
  journey: ['get', '/consumer-journey'] as const,
};

/** The journey machine's calls: each resolves with the journey as the server now answers it, or rejects. */
export interface ConsumerJourneyCalls {
  loadJourney: () => Promise<ConsumerJourney>;
  recordEvent: (body: ConsumerJourneyEventRequest) => Promise<ConsumerJourney>;
}

/**
 * `GET /consumer-journey` for the project page's pledge entry: while the investor cools off, it says until when
 * before 'Invest here' is pressed. Read afresh on each visit (the server's clock decides); a failure shows nothing
 * there and no generic modal: 'Invest here' reads the journey again and says it. Only for an investor (`enabled`).
 */
export function useConsumerJourney({ enabled }: { enabled: boolean }) {
  return useApi().useQuery('get', '/consumer-journey', undefined, {
    enabled,
    staleTime: 0,
    retry: false,
    meta: { errorModal: false },
  });
}

/**
 * `GET /consumer-journey`, read afresh at each 'Invest here' (the server's clock decides whether a cooling-off has
 * ended; an answer that came after `readSince`, when the flow was asked for, is afresh), and `POST /consumer-journey/events`, whose answer replaces the cached journey. That a step was shown is
 * logged quietly: its failure holds nobody up, so no generic modal for it; an answer's failure is the screen's.
 */
export function useConsumerJourneyCalls({ readSince }: { readSince?: number | undefined } = {}): ConsumerJourneyCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (journey: ConsumerJourney) => queryClient.setQueryData(consumerJourneyKeys.journey, journey);
  const shown = $api.useMutation('post', '/consumer-journey/events', { meta: { errorModal: false }, onSuccess });
  const answer = $api.useMutation('post', '/consumer-journey/events', { onSuccess });
  return {
    loadJourney: () => {
      // The page read the journey as the flow was asked for (a reload with ?pledge): that answer is afresh, and
      // asking again would only add a round trip after it (issue 32 §7).
      const read = queryClient.getQueryState<ConsumerJourney>(consumerJourneyKeys.journey);
      if (readSince !== undefined && read?.status === 'success' && read.data && read.dataUpdatedAt > readSince) {
        return Promise.resolve(read.data);
      }
      return queryClient.fetchQuery({
        ...$api.queryOptions('get', '/consumer-journey', undefined, { retry: false }),
        staleTime: 0,
      });
    },
    recordEvent: (body) => (body.action === 'SHOWN' ? shown : answer).mutateAsync({ body }),
  };
}

/**
 * `POST /consumer-journey/events` that a signed-in investor opened the risk summary (issue 24 §7), with where and
 * the version of its words; it moves the journey nowhere. Logged quietly, like a step shown: its failure holds
 * nobody up. Only for an investor: a visitor or another role has nothing to record, and the caller checks.
 */
export function useRecordRiskSummaryOpened(): (place: RiskSummaryPlace) => void {
  const $api = useApi();
  const queryClient = useQueryClient();
  const { mutate } = $api.useMutation('post', '/consumer-journey/events', {
    meta: { errorModal: false },
    onSuccess: (journey) => queryClient.setQueryData(consumerJourneyKeys.journey, journey),
  });
  return useCallback(
    (place: RiskSummaryPlace) =>
      mutate({ body: { step: 'RISK_SUMMARY', action: 'OPENED', place, textVersion: RISK_SUMMARY.version } }),
    [mutate],
  );
}
