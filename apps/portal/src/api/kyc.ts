import type { CompetenceReview, InvestorDeclarationRequest, InvestorDeclarationStatus, User } from '@keystone/api';
import type { SaveProfileInput } from '@keystone/flows/kyc';
import { kycRefetchInterval } from '@keystone/flows/kyc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignDeclaration } from './declarations.ts';
import { useApi } from './use-api.ts';
import { usePublishUser } from './user.ts';

/**
 * The investor's KYC (seed 000 §4): the wizard's saves, the competence review and the procedure's start and
 * restart. Each change answers the user, who is published to the cache, so the page shows the finished screen once
 * the procedure has started. The keys are the ones `$api.queryOptions` makes (`keys.test.ts`).
 */
export const kycKeys = {
  /** `GET /user/competence-review`: the questions served for this attempt. */
  competenceReview: ['get', '/user/competence-review'] as const,
  /**
   * `GET /user` as the finished screen polls it. The empty `params` gives the same typed call a cache entry of its
   * own: the session's (`currentUserKey`) is what the route guard reads, and the poll holds an approval back from it.
   */
  statusPoll: ['get', '/user', { params: {} }] as const,
};

/** The wizard machine's calls, named after the operations: each resolves with the server's answer, or rejects. */
export interface KycWizardCalls {
  updateCurrentUser: (request: Pick<SaveProfileInput, 'changes' | 'validateQuestions'>) => Promise<User>;
  signInvestorDeclaration: (body: InvestorDeclarationRequest) => Promise<InvestorDeclarationStatus>;
  startKycProcedure: () => Promise<User>;
  restartKycProcedure: () => Promise<User>;
  getCompetenceReview: () => Promise<CompetenceReview>;
}

/**
 * `PUT /user`, `POST /user/declarations`, `PUT /user/start-kyc-procedure` and `/user/restart-kyc-procedure` as the
 * typed mutations, and `GET /user/competence-review` read afresh each time (every load serves the attempt's
 * questions; the step's 'Check again' asks anew after a failure).
 */
export function useKycWizardCalls(): KycWizardCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const publishUser = usePublishUser();
  const save = $api.useMutation('put', '/user', { onSuccess: publishUser });
  const sign = useSignDeclaration();
  const start = $api.useMutation('put', '/user/start-kyc-procedure', { onSuccess: publishUser });
  const restart = $api.useMutation('put', '/user/restart-kyc-procedure', { onSuccess: publishUser });
  return {
    updateCurrentUser: ({ changes, validateQuestions }) =>
      save.mutateAsync({ params: { query: { validateQuestions } }, body: changes }),
    signInvestorDeclaration: (body) => sign.mutateAsync({ body }),
    startKycProcedure: () => start.mutateAsync({}),
    restartKycProcedure: () => restart.mutateAsync({}),
    getCompetenceReview: () =>
      queryClient.fetchQuery({
        ...$api.queryOptions('get', '/user/competence-review', undefined, { retry: false }),
        staleTime: 0,
        gcTime: 0,
      }),
  };
}

/** The finished screen's Back on a rejection: the procedure starts again, and the screen learns it first. */
export function useRestartKycProcedure({ onSuccess }: { onSuccess?: () => void }) {
  const publishUser = usePublishUser();
  return useApi().useMutation('put', '/user/restart-kyc-procedure', {
    onSuccess: (restarted) => {
      onSuccess?.();
      publishUser(restarted);
    },
  });
}

/**
 * The finished screen's user: `GET /user` asked again by the seed's rule (`kycRefetchInterval`: 5 s up to 10 more
 * times while DRAFT, 5 minutes while IN_PROGRESS), under a key of its own (`kycKeys.statusPoll`). Each answer goes
 * straight to the current user, except an approval: it waits for Back (`usePublishUser`), or the route guard would
 * leave /platform/kyc before 'Activated' is seen. The query lives only while the screen does, starting from the
 * current user.
 */
export function useKycStatusPoll(user: User) {
  const publishUser = usePublishUser();
  const read = useApi().queryOptions('get', '/user', { params: {} });
  return useQuery({
    ...read,
    queryFn: async (context) => {
      const answered = await read.queryFn(context);
      if (answered.kycStatus !== 'APPROVED') publishUser(answered);
      return answered;
    },
    initialData: user,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchIntervalInBackground: true,
    // Failed polls count, and the next is tried on time; the screen keeps what it showed.
    refetchInterval: (query) =>
      kycRefetchInterval(query.state.data, query.state.dataUpdateCount + query.state.errorUpdateCount),
    meta: { errorModal: false },
  });
}
