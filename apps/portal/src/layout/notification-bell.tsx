import { formatCount } from '@keystone/flows/format';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useNotificationStream, useUnreadNotifications } from '../api/notifications.ts';

/** More than this shows as 99+, so the badge keeps its width. */
const NOTIFICATION_BELL_MOST = 99;

export const NOTIFICATION_BELL_TEXTS = {
  label: 'Notifications',
  /** The badge's words, which the link's name repeats (a name must hold the text it shows). */
  count: (count: number) => (count > NOTIFICATION_BELL_MOST ? `${NOTIFICATION_BELL_MOST}+` : formatCount(count)),
} as const;

export const NOTIFICATIONS_PATH = '/platform/notifications';

/**
 * The bell in the top bar: a link to the notifications page with the unread count, which the server's event stream
 * keeps current without a reload. Its size never changes: the badge sits over the icon's corner, and nothing shows
 * while the count loads.
 */
export function NotificationBell() {
  useNotificationStream(true);
  const unreadQuery = useUnreadNotifications();
  const unread = unreadQuery.data?.unread ?? 0;
  const { label, count } = NOTIFICATION_BELL_TEXTS;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      aria-label={unread > 0 ? `${label}, ${count(unread)} unread` : label}
      // Until the count has come, "no badge" means "not known yet", not "none unread".
      aria-busy={unreadQuery.isPending}
      className="relative grid size-11 shrink-0 place-items-center rounded-full text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Bell aria-hidden className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-xs leading-none font-semibold text-danger-foreground"
        >
          {count(unread)}
        </span>
      )}
    </Link>
  );
}
