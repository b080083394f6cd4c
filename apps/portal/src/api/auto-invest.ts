import type {
  AutoInvest,
  AutoInvestAuthorityStarted,
  AutoInvestRules,
  AutoInvestSettings,
  AutoInvestState,
  ProjectAutoInvest,
} from '@keystone/api';
import { AUTO_INVEST_PAGE_SIZE } from '@keystone/flows/auto-invest';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from './portal-api.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/**
 * Auto-invest (issue 38): the investor's rules, their standing authority and the history of their allocations; the
 * admin's platform maximum and a project's share and allocation. Every key is the one `$api.queryOptions` makes
 * (`keys.test.ts` holds them to it); a shorter key matches every longer one.
 */
export const autoInvestKeys = {
  /** `GET /auto-invest`: the caller's authority and money waiting. */
  autoInvest: ['get', '/auto-invest'] as const,
  /** Every page of `GET /auto-invest/allocations`. */
  allocations: ['get', '/auto-invest/allocations'] as const,
  /** `GET /auto-invest/settings` (admin). */
  settings: ['get', '/auto-invest/settings'] as const,
  /** `GET /projects/{id}/auto-invest` (admin). */
  project: (id: number) => ['get', '/projects/{id}/auto-invest', { params: { path: { id } } }] as const,
  /** Every project's `GET /projects/{id}/auto-invest`. */
  projects: ['get', '/projects/{id}/auto-invest'] as const,
};

/** How often the admin's card reads a project's allocation again while it runs. */
export const PROJECT_ALLOCATION_POLL_MS = 2_000;

/** The signed standing authority's PDF, opened in a tab of its own (the session cookie lets the browser fetch it). */
export const autoInvestAuthorityPdfUrl = (authorityId: number) =>
  `${API_BASE_URL}/auto-invest/authorities/${authorityId}/document`;

/** The authority as a file to save: the same document, answered as an attachment. */
export const autoInvestAuthorityDownloadUrl = (authorityId: number) =>
  `${autoInvestAuthorityPdfUrl(authorityId)}?download=true`;

/** `GET /auto-invest` (`getAutoInvest`): the caller's rules, their state and the money waiting to be invested. */
export function useAutoInvest({ enabled = true }: { enabled?: boolean } = {}) {
  return useApi().useQuery('get', '/auto-invest', undefined, { enabled });
}

/** `GET /auto-invest/allocations` (`listAutoInvestAllocations`), page `page` (from 1), newest first. */
export function useAutoInvestAllocations(page: number) {
  return useApi().useQuery(
    'get',
    '/auto-invest/allocations',
    { params: { query: { limit: AUTO_INVEST_PAGE_SIZE, offset: (page - 1) * AUTO_INVEST_PAGE_SIZE } } },
    { placeholderData: keepPreviousData },
  );
}

/** `GET /auto-invest/settings` (`getAutoInvestSettings`, admin): the most a project may keep for auto-investors. */
export function useAutoInvestSettings() {
  return useApi().useQuery('get', '/auto-invest/settings');
}

/**
 * `GET /projects/{id}/auto-invest` (`getProjectAutoInvest`, admin): the project's share and its allocation, read
 * again every PROJECT_ALLOCATION_POLL_MS while it is ALLOCATING.
 */
export function useProjectAutoInvest(id: number) {
  return useApi().useQuery(
    'get',
    '/projects/{id}/auto-invest',
    { params: { path: { id } } },
    {
      refetchInterval: (query) => (query.state.data?.state === 'ALLOCATING' ? PROJECT_ALLOCATION_POLL_MS : false),
    },
  );
}

/** The caller's auto-invest changed: the answer becomes the cached one. */
function setAutoInvest(queryClient: QueryClient, autoInvest: AutoInvest) {
  queryClient.setQueryData(autoInvestKeys.autoInvest, autoInvest);
}

/** A rule or a state changed elsewhere (the bell, another tab): the caller's auto-invest and history are read again. */
export function invalidateAutoInvest(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: autoInvestKeys.autoInvest }),
    queryClient.invalidateQueries({ queryKey: autoInvestKeys.allocations }),
  ]).then(() => undefined);
}

/** `POST /auto-invest/authorities` (`startAutoInvest`): the draft authority for these rules, to read and sign. */
export function useStartAutoInvest({ onSuccess, onError }: MutationCallbacks<AutoInvestAuthorityStarted>) {
  const start = useApi().useMutation('post', '/auto-invest/authorities', { onError, onSuccess });
  return {
    startAutoInvest: (rules: AutoInvestRules) => start.mutate({ body: rules }),
    isPending: start.isPending,
    error: start.error,
  };
}

/**
 * `PUT /auto-invest/authorities/{id}/send-sms` (`sendAutoInvestSms`): the signature code by SMS. A code that fails to
 * send opens no modal, as a pledge's: the investor may ask for another.
 */
export function useSendAutoInvestSms({ onSuccess, onError }: MutationCallbacks = {}) {
  const send = useApi().useMutation('put', '/auto-invest/authorities/{id}/send-sms', {
    meta: { errorModal: false },
    onError,
    onSuccess: () => onSuccess?.(),
  });
  return {
    sendAutoInvestSms: (authorityId: number) => send.mutate({ params: { path: { id: authorityId } } }),
    isPending: send.isPending,
    error: send.error,
  };
}

/** The signature a signing sends: the drawn signature and the SMS code. */
export interface AutoInvestSignature {
  authorityId: number;
  signatureBase64: string;
  smsCode: string;
}

/** `PUT /auto-invest/authorities/{id}` (`signAutoInvestAuthority`): the answer (ACTIVE) becomes the cached auto-invest. */
export function useSignAutoInvestAuthority({ onSuccess, onError }: MutationCallbacks<AutoInvest>) {
  const queryClient = useQueryClient();
  const sign = useApi().useMutation('put', '/auto-invest/authorities/{id}', {
    onError,
    onSuccess: (autoInvest) => {
      setAutoInvest(queryClient, autoInvest);
      onSuccess?.(autoInvest);
    },
  });
  return {
    signAutoInvestAuthority: ({ authorityId, ...body }: AutoInvestSignature) =>
      sign.mutate({ params: { path: { id: authorityId } }, body }),
    isPending: sign.isPending,
    error: sign.error,
  };
}

/** `PUT /auto-invest/rules` (`updateAutoInvestRules`): the answer becomes the cached auto-invest. */
export function useUpdateAutoInvestRules({ onSuccess, onError }: MutationCallbacks<AutoInvest>) {
  const queryClient = useQueryClient();
  const update = useApi().useMutation('put', '/auto-invest/rules', {
    onError,
    onSuccess: (autoInvest) => {
      setAutoInvest(queryClient, autoInvest);
      onSuccess?.(autoInvest);
    },
  });
  return {
    updateAutoInvestRules: (rules: AutoInvestRules) => update.mutate({ body: rules }),
    isPending: update.isPending,
    error: update.error,
  };
}

/** `PUT /auto-invest/state` (`setAutoInvestState`): pause, resume or end; the answer becomes the cached auto-invest. */
export function useSetAutoInvestState({ onSuccess, onError }: MutationCallbacks<AutoInvest>) {
  const queryClient = useQueryClient();
  const set = useApi().useMutation('put', '/auto-invest/state', {
    onError,
    onSuccess: (autoInvest) => {
      setAutoInvest(queryClient, autoInvest);
      onSuccess?.(autoInvest);
    },
  });
  return {
    setAutoInvestState: (state: AutoInvestState) => set.mutate({ body: { state } }),
    isPending: set.isPending,
    error: set.error,
  };
}

/**
 * `PUT /auto-invest/settings` (`updateAutoInvestSettings`, admin): the answer becomes the cached settings, and every
 * project's auto-invest (which carries the maximum) is read again.
 */
export function useUpdateAutoInvestSettings({ onSuccess, onError }: MutationCallbacks<AutoInvestSettings>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('put', '/auto-invest/settings', {
    onError,
    onSuccess: (settings) => {
      queryClient.setQueryData(autoInvestKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: autoInvestKeys.projects });
      onSuccess?.(settings);
    },
  });
}

/** `PUT /projects/{id}/auto-invest` (`updateProjectAutoInvest`, admin): the answer becomes the cached project's. */
export function useUpdateProjectAutoInvest(id: number, { onSuccess, onError }: MutationCallbacks<ProjectAutoInvest>) {
  const queryClient = useQueryClient();
  const update = useApi().useMutation('put', '/projects/{id}/auto-invest', {
    onError,
    onSuccess: (answer) => {
      queryClient.setQueryData(autoInvestKeys.project(id), answer);
      onSuccess?.(answer);
    },
  });
  return {
    updateProjectAutoInvest: (sharePercent: number) =>
      update.mutate({ params: { path: { id } }, body: { sharePercent } }),
    isPending: update.isPending,
    error: update.error,
  };
}

/** The rules machine's calls, as flows' machine actors make them: each resolves or rejects with the error. */
export interface AutoInvestCalls {
  startAutoInvest: (rules: AutoInvestRules) => Promise<AutoInvestAuthorityStarted>;
  sendAutoInvestSms: (input: { authorityId: number }) => Promise<void>;
  signAutoInvestAuthority: (input: AutoInvestSignature) => Promise<AutoInvest>;
  updateAutoInvestRules: (rules: AutoInvestRules) => Promise<AutoInvest>;
  setAutoInvestState: (input: { state: AutoInvestState }) => Promise<AutoInvest>;
}

/**
 * The rules machine's actors: `startAutoInvest`, `sendAutoInvestSms`, `signAutoInvestAuthority`, and for a current
 * authority `updateAutoInvestRules` and `setAutoInvestState`. Their refusals are the machine's to tell in its step;
 * an unexpected failure opens the generic modal, as every call's does. An SMS that fails to send is ignored, as a
 * pledge's. What signs or changes the authority becomes the cached auto-invest (the dashboard's card reads it).
 */
export function useAutoInvestCalls(): AutoInvestCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (autoInvest: AutoInvest) => setAutoInvest(queryClient, autoInvest);
  const start = $api.useMutation('post', '/auto-invest/authorities');
  const sendSms = $api.useMutation('put', '/auto-invest/authorities/{id}/send-sms', { meta: { errorModal: false } });
  const sign = $api.useMutation('put', '/auto-invest/authorities/{id}', { onSuccess });
  const update = $api.useMutation('put', '/auto-invest/rules', { onSuccess });
  const setState = $api.useMutation('put', '/auto-invest/state', { onSuccess });
  return {
    startAutoInvest: (rules) => start.mutateAsync({ body: rules }),
    sendAutoInvestSms: async ({ authorityId }) => {
      await sendSms.mutateAsync({ params: { path: { id: authorityId } } });
    },
    signAutoInvestAuthority: ({ authorityId, ...body }) =>
      sign.mutateAsync({ params: { path: { id: authorityId } }, body }),
    updateAutoInvestRules: (rules) => update.mutateAsync({ body: rules }),
    setAutoInvestState: ({ state }) => setState.mutateAsync({ body: { state } }),
  };
}
