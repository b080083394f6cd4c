import type { PledgeFinishResponse, PledgeStartRequest, PledgeStartResponse } from '@keystone/api';
import type { FinishPledgeInput } from '@keystone/flows/pledge';
import { useQueryClient } from '@tanstack/react-query';
import { useInvestorDeclaration } from './declarations.ts';
import { useApi } from './use-api.ts';

/**
 * Pledges' server state (seed 001 §2-§5): this investor's limits for a project, and the pledge flow's three calls.
 * Every key is the one `$api.queryOptions` makes (`pledges.test.ts` holds them to it).
 */
export const pledgeKeys = {
  /** `GET /projects/{id}/pledge-limits`. */
  limits: (projectId: number) =>
    ['get', '/projects/{id}/pledge-limits', { params: { path: { id: projectId } } }] as const,
};

/** `GET /projects/{id}/pledge-limits`: what the amount step offers, read before the flow starts. */
export function usePledgeLimits(projectId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useApi().useQuery('get', '/projects/{id}/pledge-limits', { params: { path: { id: projectId } } }, { enabled });
}

/**
 * What the pledge flow's first step needs, asked for together as soon as the flow is asked for (`?pledge`, or
 * 'Invest here'), beside the project and the journey the page reads: this investor's limits and their declaration.
 * The flow's own reads then find them (issue 32 §7: a reload made five round trips one after another).
 */
export function usePledgeOpening(
  projectId: number,
  { enabled, refetchOnMount = true }: { enabled: boolean; refetchOnMount?: boolean },
) {
  usePledgeLimits(projectId, { enabled });
  useInvestorDeclaration({ enabled, refetchOnMount });
}

/** The pledge flow's calls, as the machine's actors make them: each resolves with the answer or rejects with the error. */
export interface PledgeCalls {
  startPledge: (body: PledgeStartRequest) => Promise<PledgeStartResponse>;
  sendPledgeSms: (pledgeId: number) => Promise<void>;
  finishPledge: (input: FinishPledgeInput) => Promise<PledgeFinishResponse>;
}

/**
 * `POST /pledges`, `PUT /pledges/{id}/send-sms` and `PUT /pledges/{id}`. A refusal of the agreement or the payment is
 * the flow's to tell, in the step; an unexpected failure of either opens the generic modal, as every call's does. An
 * SMS that fails to send is ignored (seed 001 §8): no modal for it, the investor may send another. Once paid, the project's limits are marked stale, to be read again when a flow next opens, not now: the flow on screen
 * still shows its payment step, and a pledge that filled the project would have its limits refused (code 17).
 */
export function usePledgeCalls(projectId: number, { onPledged }: { onPledged: () => void }): PledgeCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const start = $api.useMutation('post', '/pledges');
  const sendSms = $api.useMutation('put', '/pledges/{id}/send-sms', { meta: { errorModal: false } });
  const finish = $api.useMutation('put', '/pledges/{id}', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.limits(projectId), refetchType: 'none' });
      onPledged();
    },
  });
  return {
    startPledge: (body) => start.mutateAsync({ body }),
    sendPledgeSms: async (pledgeId) => {
      await sendSms.mutateAsync({ params: { path: { id: pledgeId } } });
    },
    finishPledge: ({ pledgeId, ...body }) => finish.mutateAsync({ params: { path: { id: pledgeId } }, body }),
  };
}
