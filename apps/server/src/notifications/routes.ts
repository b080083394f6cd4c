import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { NotificationStreams } from './event-stream.ts';
import {
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unsubscribeNotifications,
  updateNotificationPreferences,
} from './service.ts';

/** Every signed-in user has their own notifications; the unsubscribe calls come from e-mails, with no sign-in. */
export function notificationRoutes(app: AppContext, streams: NotificationStreams): Partial<ServiceHandlers> {
  return {
    listNotifications: async (request) => listNotifications(app, signedInUser(request), request.query),
    streamNotifications: async (request, reply) => {
      await streams.open(signedInUser(request).id, reply);
      // The reply is hijacked: Fastify sends nothing of this.
      return '';
    },
    markNotificationRead: async (request, reply) => {
      await markNotificationRead(app, signedInUser(request), request.params.id);
      noContent(reply);
    },
    markAllNotificationsRead: async (request, reply) => {
      await markAllNotificationsRead(app, signedInUser(request));
      noContent(reply);
    },
    getNotificationPreferences: async (request) => getNotificationPreferences(app, signedInUser(request).id),
    updateNotificationPreferences: async (request) =>
      updateNotificationPreferences(app, signedInUser(request), request.body),
    unsubscribeNotifications: async (request) => unsubscribeNotifications(app, request.body.token, request.ip),
    unsubscribeNotificationsOneClick: async (request, reply) => {
      await unsubscribeNotifications(app, request.params.token, request.ip);
      noContent(reply);
    },
  };
}
