import type {
  DashboardFilter,
  operations,
  ResaleListing,
  ResaleListingCreate,
  ResaleListingDetails,
  ResalePurchaseResult,
  ResalePurchaseStart,
  ResalePurchaseStarted,
  ResaleSettings,
} from '@keystone/api';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';
import { invalidateWallet } from './wallet.ts';

/**
 * The resale market (issue 37): the listings open to buy, one listing with its schedule, the seller's quote, listing
 * and withdrawing, the buyer's three purchase calls, and the admin's suspension, fee and activity. Every key is the
 * one `$api.queryOptions` makes (`keys.test.ts` holds them to it); a shorter key matches every longer one.
 */
export const resaleKeys = {
  /** Every page and filter of `GET /resale/listings` (the market, the seller's own, the admin's). */
  lists: ['get', '/resale/listings'] as const,
  /** `GET /resale/listings/{id}`. */
  detail: (id: number) => ['get', '/resale/listings/{id}', { params: { path: { id } } }] as const,
  /** Every listing's `GET /resale/listings/{id}`. */
  details: ['get', '/resale/listings/{id}'] as const,
  /** Every investment's and amount's `GET /investments/{id}/resale-quote`. */
  quotes: ['get', '/investments/{id}/resale-quote'] as const,
  /** `GET /resale-settings`. */
  settings: ['get', '/resale-settings'] as const,
  /** Every filter of `GET /dashboard/admin/resale`. */
  activity: ['get', '/dashboard/admin/resale'] as const,
};

export type ResaleListingsQuery = NonNullable<operations['listResaleListings']['parameters']['query']>;

/** `GET /resale/listings` (`listResaleListings`) for one page and filter; the previous page stays while the next loads. */
export function useResaleListings(query: ResaleListingsQuery) {
  return useApi().useQuery('get', '/resale/listings', { params: { query } }, { placeholderData: keepPreviousData });
}

/** `GET /resale/listings/{id}` (`getResaleListing`): the listing, its project's state and the part's schedule. */
export function useResaleListing(id: number) {
  return useApi().useQuery('get', '/resale/listings/{id}', { params: { path: { id } } });
}

/**
 * `GET /investments/{id}/resale-quote` (`getResaleQuote`): whether the investment may be listed now and what selling
 * `amountPence` (the whole outstanding capital when absent) pays today.
 */
export function useResaleQuote(
  investmentId: number,
  amountPence?: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useApi().useQuery(
    'get',
    '/investments/{id}/resale-quote',
    { params: { path: { id: investmentId }, query: amountPence === undefined ? {} : { amountPence } } },
    { enabled, placeholderData: keepPreviousData },
  );
}

/** A listing changed (listed, withdrawn, suspended, bought from): every list, listing and quote is read again. */
export function invalidateResale(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resaleKeys.lists }),
    queryClient.invalidateQueries({ queryKey: resaleKeys.details }),
    queryClient.invalidateQueries({ queryKey: resaleKeys.quotes }),
    queryClient.invalidateQueries({ queryKey: resaleKeys.activity }),
  ]).then(() => undefined);
}

/** The listing a change answered becomes the cached listing's (its project and schedule stay as read). */
function setListing(queryClient: QueryClient, listing: ResaleListing) {
  queryClient.setQueryData<ResaleListingDetails>(resaleKeys.detail(listing.id), (details) =>
    details ? { ...details, listing } : details,
  );
}

/** `POST /resale/listings` (`createResaleListing`): the seller lists all or part of an investment. */
export function useCreateResaleListing({ onSuccess, onError }: MutationCallbacks<ResaleListing>) {
  const queryClient = useQueryClient();
  const create = useApi().useMutation('post', '/resale/listings', {
    onError,
    onSuccess: (listing) => {
      void invalidateResale(queryClient);
      onSuccess?.(listing);
    },
  });
  return {
    createResaleListing: (body: ResaleListingCreate) => create.mutate({ body }),
    isPending: create.isPending,
    error: create.error,
  };
}

/** `POST /resale/listings/{id}/cancel` (`cancelResaleListing`): the seller withdraws what is left of a listing. */
export function useCancelResaleListing(id: number, { onSuccess, onError }: MutationCallbacks<ResaleListing>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/resale/listings/{id}/cancel', {
    onError,
    onSuccess: (listing) => {
      setListing(queryClient, listing);
      void invalidateResale(queryClient);
      onSuccess?.(listing);
    },
  });
}

/** `POST /resale/listings/{id}/suspend` (`suspendResaleListing`, admin): `mutate({ params: { path: { id } }, body: { reason } })`. */
export function useSuspendResaleListing({ onSuccess, onError }: MutationCallbacks<ResaleListing>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/resale/listings/{id}/suspend', {
    onError,
    onSuccess: (listing) => {
      setListing(queryClient, listing);
      void invalidateResale(queryClient);
      onSuccess?.(listing);
    },
  });
}

/** `GET /resale-settings` (`getResaleSettings`, admin): the seller's fee. */
export function useResaleSettings() {
  return useApi().useQuery('get', '/resale-settings');
}

/** `PUT /resale-settings` (`updateResaleSettings`, admin): the answer becomes the cached settings. */
export function useUpdateResaleSettings({ onSuccess, onError }: MutationCallbacks<ResaleSettings>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('put', '/resale-settings', {
    onError,
    onSuccess: (settings) => {
      queryClient.setQueryData(resaleKeys.settings, settings);
      onSuccess?.(settings);
    },
  });
}

/** `GET /dashboard/admin/resale` (`getAdminResaleActivity`, admin): the market's figures in the dashboard's period. */
export function useAdminResaleActivity(filter: DashboardFilter) {
  return useApi().useQuery('get', '/dashboard/admin/resale', { params: { query: { filter } } });
}

/** The purchase flow's calls, as flows' `resalePurchaseMachine` actors make them: each resolves or rejects with the error. */
export interface ResalePurchaseCalls {
  startResalePurchase: (body: ResalePurchaseStart) => Promise<ResalePurchaseStarted>;
  sendResalePurchaseSms: (input: { purchaseId: number }) => Promise<void>;
  finishResalePurchase: (input: {
    purchaseId: number;
    signatureBase64: string;
    smsCode: string;
  }) => Promise<ResalePurchaseResult>;
}

/**
 * `startResalePurchase`, `sendResalePurchaseSms` and `finishResalePurchase`. Their refusals are the machine's to tell
 * in its step; an unexpected failure opens the generic modal, as every call's does. An SMS that fails to send is
 * ignored, as a pledge's (no modal: the buyer may send another). Once bought, money moved: the balances, the
 * dashboards and the market are read again, and the listing when it is next shown.
 */
export function useResalePurchaseCalls(): ResalePurchaseCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const start = $api.useMutation('post', '/resale/purchases');
  const sendSms = $api.useMutation('put', '/resale/purchases/{id}/send-sms', { meta: { errorModal: false } });
  const finish = $api.useMutation('put', '/resale/purchases/{id}', {
    onSuccess: () => {
      invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: resaleKeys.lists });
      // Read again when next shown, not now: the page still shows the bought step, and a listing bought whole is no
      // longer the buyer's to read (404).
      void queryClient.invalidateQueries({ queryKey: resaleKeys.details, refetchType: 'none' });
    },
  });
  return {
    startResalePurchase: (body) => start.mutateAsync({ body }),
    sendResalePurchaseSms: async ({ purchaseId }) => {
      await sendSms.mutateAsync({ params: { path: { id: purchaseId } } });
    },
    finishResalePurchase: ({ purchaseId, ...body }) =>
      finish.mutateAsync({ params: { path: { id: purchaseId } }, body }),
  };
}
