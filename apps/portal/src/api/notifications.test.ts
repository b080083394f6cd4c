import { createApiClient, type NotificationPage } from '@keystone/api';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyUnreadCount, notificationKeys } from './notifications.ts';
import { createPortalApi } from './portal-api.ts';

const $api = createPortalApi(createApiClient({ baseUrl: 'http://localhost/api' }));

// Each read as the hooks key it ($api.queryOptions makes the keys useApi().useQuery uses).
const reads = {
  dashboard: $api.queryOptions('get', '/dashboard/investor', {
    params: { query: { filter: 'ALL_TIME', loadFirstPageRelated: true } },
  }).queryKey,
  dashboardInvestments: $api.queryOptions('get', '/dashboard/investor/investments', {
    params: { query: { filter: 'ALL_TIME', limit: 5, offset: 5 } },
  }).queryKey,
  walletHistory: $api.queryOptions('get', '/dashboard/investor/wallet-history', {
    params: { query: { filter: 'ALL_TIME', limit: 5, offset: 5 } },
  }).queryKey,
  schedule: $api.queryOptions('get', '/investments/{id}/schedule', { params: { path: { id: 5 } } }).queryKey,
  walletBalance: $api.queryOptions('get', '/user').queryKey,
  project: $api.queryOptions('get', '/projects/{id}', { params: { path: { id: 4 } } }).queryKey,
  repayment: $api.queryOptions('get', '/projects/{id}/repayment', { params: { path: { id: 4 } } }).queryKey,
  timeline: $api.queryOptions('get', '/projects/{id}/updates', { params: { path: { id: 4 }, query: { offset: 0 } } })
    .queryKey,
  feed: $api.queryOptions('get', '/updates/feed', { params: { query: { offset: 0 } } }).queryKey,
} satisfies Record<string, QueryKey>;
// What no notification changes.
const untouched = {
  projectList: $api.queryOptions('get', '/projects', { params: { query: { limit: 12 } } }).queryKey,
  preferences: $api.queryOptions('get', '/notifications/preferences').queryKey,
  repaymentSettings: $api.queryOptions('get', '/repayment-settings').queryKey,
  settings: $api.queryOptions('get', '/settings').queryKey,
} satisfies Record<string, QueryKey>;
const notificationList = $api.queryOptions('get', '/notifications', { params: { query: { limit: 20 } } }).queryKey;

const bellOf = (unread: number): NotificationPage => ({ items: [], count: unread, unread });

/** A cache with every read answered and fresh, the bell at `unread`. */
function cacheWith(unread: number | undefined) {
  const queryClient = new QueryClient();
  for (const key of [...Object.values(reads), ...Object.values(untouched), notificationList]) {
    queryClient.setQueryData(key, {});
  }
  if (unread !== undefined) queryClient.setQueryData(notificationKeys.bell, bellOf(unread));
  return queryClient;
}
const invalidated = (queryClient: QueryClient, keys: Record<string, QueryKey>) =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

describe("the bell's unread count from the stream", () => {
  it('rising, reads again exactly what a new notification may have changed', () => {
    const queryClient = cacheWith(1);
    applyUnreadCount(queryClient, 2);

    expect(queryClient.getQueryData<NotificationPage>(notificationKeys.bell)?.unread).toBe(2);
    expect(invalidated(queryClient, reads)).toEqual(Object.keys(reads));
    expect(invalidated(queryClient, untouched)).toEqual([]);
    expect(queryClient.getQueryState(notificationList)?.isInvalidated).toBe(true);
    // The bell holds the count it was sent: it is not read again.
    expect(queryClient.getQueryState(notificationKeys.bell)?.isInvalidated).toBe(false);
  });

  it('falling (read elsewhere), reads the notification lists again and nothing else', () => {
    const queryClient = cacheWith(3);
    applyUnreadCount(queryClient, 2);

    expect(queryClient.getQueryData<NotificationPage>(notificationKeys.bell)?.unread).toBe(2);
    expect(queryClient.getQueryState(notificationList)?.isInvalidated).toBe(true);
    expect(invalidated(queryClient, { ...reads, ...untouched })).toEqual([]);
  });

  it('unchanged, or before the bell has its first count, reads nothing again', () => {
    const same = cacheWith(2);
    applyUnreadCount(same, 2);
    expect(invalidated(same, { ...reads, ...untouched, notificationList })).toEqual([]);

    const first = cacheWith(undefined);
    applyUnreadCount(first, 4);
    expect(invalidated(first, { ...reads, ...untouched })).toEqual([]);
  });
});
