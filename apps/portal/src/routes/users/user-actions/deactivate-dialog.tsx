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

interface DeactivateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  /** Where the focus goes once the dialog closes; no trigger button opens it, so Radix cannot know. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Deactivation signs the user out at once (the server refuses their token from the next call), so it is confirmed. */
export function DeactivateDialog({
  open,
  onOpenChange,
  name,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: DeactivateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Deactivate {name}?</DialogTitle>
          <DialogDescription>
            They are signed out at once and cannot sign in again until an admin activates the account. We will e-mail
            them to say so.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            Deactivate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
