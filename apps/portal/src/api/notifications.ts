import type { NotificationPage, NotificationPreferences, operations } from '@keystone/api';
import { NOTIFICATION_PAGE_SIZE } from '@keystone/flows/notifications';
import { hashKey, keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateDashboards } from './dashboard-keys.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { API_BASE_URL } from './portal-api.ts';
import { projectUpdateKeys } from './project-update-keys.ts';
import { useApi } from './use-api.ts';

/** What the platform tells the investor (issue 34 §4): the bell's count, the list, and how they want to be told. */
export const notificationKeys = {
  /** Every page of `GET /notifications`, the bell's included. */
  lists: ['get', '/notifications'] as const,
  /** The bell's read: one row is enough, it shows `unread`. */
  bell: ['get', '/notifications', { params: { query: { limit: 1 } } }] as const,
  preferences: ['get', '/notifications/preferences'] as const,
};

/** The address of the unread count's event stream (`streamNotifications`), sent with the session cookie. */
export const NOTIFICATION_STREAM_URL = `${API_BASE_URL}/notifications/stream`;

export type NotificationsQuery = NonNullable<operations['listNotifications']['parameters']['query']>;

/** `GET /notifications` for one page, newest first; the previous page stays on screen while the next loads. */
export function useNotifications(query: NotificationsQuery) {
  return useApi().useQuery(
    'get',
    '/notifications',
    { params: { query: { limit: NOTIFICATION_PAGE_SIZE, ...query } } },
    { placeholderData: keepPreviousData },
  );
}

/** The bell's unread count: read once, then kept by `useNotificationStream`, never polled. */
export function useUnreadNotifications() {
  return useApi().useQuery('get', '/notifications', { params: { query: { limit: 1 } } }, { staleTime: Infinity });
}

/** Every list, the bell's included, is read again (a notification read elsewhere, say). */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}

/**
 * The reads a new notification may have changed, by the keys of the hooks that make them (`keys.test.ts`): a new
 * update (the timelines and the feed, so its link opens on the update rather than on a list read a moment before
 * it was posted); a payment or a repayment state's change (the investments' schedules, the wallet's balance, each
 * project's repayment state and the admin's repayment panel); and, below, every dashboard figure and list (the next
 * payment, the repayment card, the investments, the wallet history). Nothing else: the project lists, the
 * profile, the settings stay as they are. The keys are their modules' (`keys.test.ts` holds them equal), written
 * here so that the bell, on every page, reaches them without those modules' hooks (the bundle budget).
 */
export const changedByNotificationKeys = [
  projectUpdateKeys.timelines,
  projectUpdateKeys.feed,
  /** `scheduleKeys.investments` */
  ['get', '/investments/{id}/schedule'],
  /** `currentUserKey`: the wallet's and the ISA's balances */
  ['get', '/user'],
  /** `isaKeys.isa`: a payment into the ISA */
  ['get', '/isa'],
  /** `projectKeys.details` */
  ['get', '/projects/{id}'],
  /** `repaymentKeys.projects` */
  ['get', '/projects/{id}/repayment'],
] as const;

/**
 * A count the server sent becomes the bell's; the notification lists are read again whenever it changes, and when
 * it rose (a new notification), what one may have changed: `changedByNotificationKeys` and the dashboards.
 */
export function applyUnreadCount(queryClient: QueryClient, unread: number): void {
  const bell = queryClient.getQueryData<NotificationPage>(notificationKeys.bell);
  if (bell?.unread === unread) return;
  queryClient.setQueryData<NotificationPage>(notificationKeys.bell, (old) =>
    old === undefined ? old : { ...old, unread },
  );
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.lists,
    predicate: (query) => query.queryHash !== hashKey(notificationKeys.bell),
  });
  if (bell !== undefined && unread > bell.unread) {
    for (const queryKey of changedByNotificationKeys) void queryClient.invalidateQueries({ queryKey });
    void invalidateDashboards(queryClient);
  }
}

/**
 * Listens to the server's unread count (server-sent events) while mounted: each count the server sends becomes the
 * bell's at once, without a reload, and what it may have changed is read again (`applyUnreadCount`). EventSource
 * reconnects by itself.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    const onUnread = (event: MessageEvent<string>) => {
      const { unread } = JSON.parse(event.data) as { unread: number };
      applyUnreadCount(queryClient, unread);
    };
    source.addEventListener('unread', onUnread);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.close();
    };
  }, [enabled, queryClient]);
}

/** `POST /notifications/{id}/read`. */
export function useMarkNotificationRead({ onError }: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/notifications/{id}/read', {
    onSuccess: () => invalidateNotifications(queryClient),
    onError,
  });
}

/** `POST /notifications/read-all`. */
export function useMarkAllNotificationsRead({ onError }: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/notifications/read-all', {
    onSuccess: () => invalidateNotifications(queryClient),
    onError,
  });
}

/** `GET /notifications/preferences`. */
export function useNotificationPreferences() {
  return useApi().useQuery('get', '/notifications/preferences');
}

/** `PUT /notifications/preferences`: the answer becomes the cached preferences. */
export function useUpdateNotificationPreferences({ onSuccess, onError }: MutationCallbacks = {}) {
  const queryClient = useQueryClient();
  return useApi().useMutation('put', '/notifications/preferences', {
    onSuccess: (saved) => {
      queryClient.setQueryData<NotificationPreferences>(notificationKeys.preferences, saved);
      onSuccess?.();
    },
    onError,
  });
}

/** `POST /notifications/unsubscribe` with an e-mail's signed token, no sign-in; nothing cached changes. */
export function useUnsubscribeNotifications() {
  return useApi().useMutation('post', '/notifications/unsubscribe');
}
