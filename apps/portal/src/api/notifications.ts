import type { NotificationPage, NotificationPreferences, operations } from '@keystone/api';
import { NOTIFICATION_PAGE_SIZE } from '@keystone/flows/notifications';
import { hashKey, keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
 * Listens to the server's unread count (server-sent events) while mounted: each count the server sends becomes the
 * bell's at once, without a reload, and the lists on screen are read again. EventSource reconnects by itself.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    const onUnread = (event: MessageEvent<string>) => {
      const { unread } = JSON.parse(event.data) as { unread: number };
      const bell = queryClient.getQueryData<NotificationPage>(notificationKeys.bell);
      if (bell?.unread === unread) return;
      queryClient.setQueryData<NotificationPage>(notificationKeys.bell, (old) =>
        old === undefined ? old : { ...old, unread },
      );
      void queryClient.invalidateQueries({
        queryKey: notificationKeys.lists,
        predicate: (query) => query.queryHash !== hashKey(notificationKeys.bell),
      });
      // A new notification may be a new update: the timelines and the feed are read again, so that its link opens
      // on the update rather than on a list read a moment before it was posted.
      if (bell !== undefined && unread > bell.unread) {
        void queryClient.invalidateQueries({ queryKey: projectUpdateKeys.timelines });
        void queryClient.invalidateQueries({ queryKey: projectUpdateKeys.feed });
      }
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
