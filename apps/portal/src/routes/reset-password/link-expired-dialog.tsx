import { DISPLAY_MESSAGES } from '@keystone/flows/errors';
import { NoticeDialog } from '@keystone/ui';

interface LinkExpiredDialogProps {
  open: boolean;
  /** The link is dead however the modal is closed: the person starts the forgotten-password flow again. */
  onClose(): void;
}

/** Code 8 on `PUT /auth/restore-password` (seed 000 §8): the link expired or was used while the form was open. */
export function LinkExpiredDialog({ open, onClose }: LinkExpiredDialogProps) {
  return (
    <NoticeDialog
      open={open}
      title="Link expired"
      description={DISPLAY_MESSAGES.linkExpired}
      actionLabel="Back to login"
      onClose={onClose}
    />
  );
}
