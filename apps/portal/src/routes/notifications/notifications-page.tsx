import type { Notification } from '@keystone/api';
import { formatDateTime } from '@keystone/flows/format';
import { NOTIFICATION_PAGE_SIZE } from '@keystone/flows/notifications';
import { Button, EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { RefusalMessage } from '../../api/index.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../../api/notifications.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { pageFrom, useListAddress } from '../../lists/use-list-address.ts';

export const NOTIFICATIONS_TEXTS = {
  title: 'Notifications',
  intro: 'What we have told you about your account and the projects you invested in or follow.',
  empty: 'No notifications yet',
  emptyDescription: 'We will tell you here when something happens to your account or your investments.',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  open: 'Open',
  unread: 'Unread',
  pages: 'Notification pages',
  settings: 'Choose what we tell you, and how',
} as const;

interface NotificationsListQuery {
  page: number;
}

const readQuery = (params: URLSearchParams): NotificationsListQuery => ({ page: pageFrom(params.get('page')) });
function writeQuery(query: NotificationsListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** `/platform/notifications`: the investor's own notifications, newest first, 20 a page; mark one or all read. */
export function NotificationsPage() {
  const { query, show } = useListAddress(readQuery, writeQuery);
  const list = useNotifications({ offset: (query.page - 1) * NOTIFICATION_PAGE_SIZE });
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();

  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 id="notifications-title" className="text-2xl font-semibold text-foreground">
            {NOTIFICATIONS_TEXTS.title}
          </h1>
          <p className="max-w-prose text-sm text-muted-foreground">{NOTIFICATIONS_TEXTS.intro}</p>
          <Link to="/platform/profile" className="text-sm text-primary underline underline-offset-2">
            {NOTIFICATIONS_TEXTS.settings}
          </Link>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!list.data || list.data.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate({})}
        >
          {NOTIFICATIONS_TEXTS.markAll}
        </Button>
      </div>
      <RefusalMessage error={markAll.error ?? markOne.error} />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={6} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<BellOff aria-hidden="true" className="size-8" />}
          title={NOTIFICATIONS_TEXTS.empty}
          description={NOTIFICATIONS_TEXTS.emptyDescription}
        />
      ) : (
        <ul aria-label={NOTIFICATIONS_TEXTS.title} className="flex flex-col gap-3" aria-busy={list.isPlaceholderData}>
          {list.data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              marking={markOne.isPending && markOne.variables.params.path.id === notification.id}
              onMarkRead={() => markOne.mutate({ params: { path: { id: notification.id } } })}
            />
          ))}
        </ul>
      )}
      {list.data && list.data.count > NOTIFICATION_PAGE_SIZE && (
        <Pager
          aria-label={NOTIFICATIONS_TEXTS.pages}
          page={query.page}
          pageCount={Math.ceil(list.data.count / NOTIFICATION_PAGE_SIZE)}
          onPageChange={(page) => show({ page })}
        />
      )}
    </section>
  );
}

function NotificationItem({
  notification,
  marking,
  onMarkRead,
}: {
  notification: Notification;
  marking: boolean;
  onMarkRead(): void;
}) {
  const unread = notification.readAt === null;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-4 ${unread ? 'border-primary bg-surface' : 'border-border bg-background'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-base font-semibold break-words text-foreground">
          {unread && <span className="sr-only">{NOTIFICATIONS_TEXTS.unread}: </span>}
          {notification.title}
        </h2>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(notification.createdAt)}
        </time>
      </div>
      <p className="text-sm break-words text-foreground">{notification.body}</p>
      <div className="flex flex-wrap gap-3">
        {notification.link !== null && (
          <Link
            to={notification.link}
            className="text-sm text-primary underline underline-offset-2"
            onClick={unread ? onMarkRead : undefined}
          >
            {NOTIFICATIONS_TEXTS.open}
          </Link>
        )}
        {unread && (
          <Button variant="link" size="sm" className="h-auto p-0" disabled={marking} onClick={onMarkRead}>
            {NOTIFICATIONS_TEXTS.markRead}
          </Button>
        )}
      </div>
    </li>
  );
}
