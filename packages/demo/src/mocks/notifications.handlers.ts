import type { Notification, NotificationPreference } from '@keystone/api';
import {
  defaultNotificationPreferences,
  NOTIFICATION_PAGE_SIZE,
  validateNotificationDelivery,
} from '@keystone/flows/notifications';
import { sse } from 'msw';
import { demoNotifications } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { INVALID_ONE_TIME_TOKEN } from './mock-values.ts';
import { signedInUser } from './session.ts';

/** What the notifications mock remembers in one visit: what was read and the choices made. */
let read = new Set<number>();
let chosen = new Map<string, NotificationPreference>();
forgetOnReset(() => {
  read = new Set();
  chosen = new Map();
});

/**
 * `GET /notifications/stream` as the server's event stream: the unread count once, then each of `later` in turn
 * (a story's live change), `gapMs` apart.
 */
export function notificationStreamHandler(first: () => number, later: readonly number[] = [], gapMs = 300) {
  return sse<{ unread: string }>('*/api/notifications/stream', async ({ client }) => {
    client.send({ event: 'unread', data: JSON.stringify({ unread: first() }) });
    for (const unread of later) {
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      client.send({ event: 'unread', data: JSON.stringify({ unread }) });
    }
  });
}

/** The notifications calls over `items` (the demo investor's by default), with flows' page size and rules. */
export function notificationsHandlersOver(items: () => readonly Notification[]) {
  const current = () =>
    items().map((item) => (read.has(item.id) && item.readAt === null ? { ...item, readAt: item.createdAt } : item));
  return {
    listNotifications: http.get('/notifications', ({ request, response }) => {
      if (!signedInUser(request)) return errorResponse(6);
      const params = new URL(request.url).searchParams;
      const limit = Number(params.get('limit') ?? NOTIFICATION_PAGE_SIZE);
      const offset = Number(params.get('offset') ?? 0);
      const all = current();
      return response(200).json({
        items: all.slice(offset, offset + limit),
        count: all.length,
        unread: all.filter((item) => item.readAt === null).length,
      });
    }),
    markNotificationRead: http.post('/notifications/{id}/read', ({ request, params, response }) => {
      if (!signedInUser(request)) return errorResponse(6);
      const id = Number(params.id);
      if (!items().some((item) => item.id === id)) return errorResponse(42);
      read.add(id);
      return response(204).empty();
    }),
    markAllNotificationsRead: http.post('/notifications/read-all', ({ request, response }) => {
      if (!signedInUser(request)) return errorResponse(6);
      for (const item of items()) read.add(item.id);
      return response(204).empty();
    }),
  };
}

const preferencesNow = () => defaultNotificationPreferences().map((row) => chosen.get(row.kind) ?? row);

const demoUnread = () => demoNotifications.filter((item) => item.readAt === null && !read.has(item.id)).length;

export const notificationsHandlers = {
  ...notificationsHandlersOver(() => demoNotifications),
  streamNotifications: notificationStreamHandler(demoUnread),
  getNotificationPreferences: http.get('/notifications/preferences', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return response(200).json({ preferences: preferencesNow() });
  }),
  updateNotificationPreferences: http.put('/notifications/preferences', async ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const { preferences } = await request.json();
    const fieldErrors = preferences.flatMap((row, index) =>
      (['portal', 'email'] as const).flatMap((channel) => {
        const message = validateNotificationDelivery(row.kind, channel, row[channel]);
        return message === undefined ? [] : [{ field: `preferences[${index}].${channel}`, message }];
      }),
    );
    if (fieldErrors.length > 0) return errorResponse(2, { fieldErrors });
    for (const row of preferences) chosen.set(row.kind, row);
    return response(200).json({ preferences: preferencesNow() });
  }),
  unsubscribeNotifications: http.post('/notifications/unsubscribe', async ({ request, response }) => {
    const { token } = await request.json();
    if (token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(200).json({ kind: 'PROJECT_UPDATE_POSTED' });
  }),
  unsubscribeNotificationsOneClick: http.post('/notifications/unsubscribe/one-click/{token}', ({ response }) =>
    response(204).empty(),
  ),
};
