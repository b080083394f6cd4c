import { Message } from '@keystone/ui';
import type { ProfileNotice } from './profile-notice.ts';

/** The notice until its time is up or it is closed; `id` tells a new notice from the one before. */
export function NoticeMessage({
  notice,
  id,
  onDismiss,
}: {
  notice: ProfileNotice | null;
  id: string | number;
  onDismiss: () => void;
}) {
  if (!notice) return null;
  return (
    <Message key={id} variant={notice.variant} autoDismissAfterMs={notice.timeoutMs} onDismiss={onDismiss}>
      {notice.text}
    </Message>
  );
}
