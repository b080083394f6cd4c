import { DISPLAY_MESSAGES } from '@keystone/flows/errors';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@keystone/ui';

interface LinkExpiredDialogProps {
  open: boolean;
  /** The link is dead however the modal is closed: the person starts the forgotten-password flow again. */
  onClose(): void;
}

/** Code 8 on `PUT /auth/restore-password` (seed 000 §8): the link expired or was used while the form was open. */
export function LinkExpiredDialog({ open, onClose }: LinkExpiredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!next) onClose(); }}>
      <DialogContent hideCloseButton className="max-w-md">
        <DialogHeader>
          <DialogTitle>Link expired</DialogTitle>
          <DialogDescription>{DISPLAY_MESSAGES.linkExpired}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button autoFocus>Back to login</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
