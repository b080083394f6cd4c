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

interface ApproveKycDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  /** Where the focus goes once the dialog closes; no trigger button opens it, so Radix cannot know. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Approval lets the investor put money into projects and cannot be taken back from this screen (a rejection after it
 * is refused), so it is confirmed as rejection is.
 */
export function ApproveKycDialog({
  open,
  onOpenChange,
  name,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: ApproveKycDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Approve KYC for {name}?</DialogTitle>
          <DialogDescription>
            They will be able to invest in projects, and we will e-mail them to say so. An approval cannot be withdrawn
            here.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="primary" loading={pending} onClick={onConfirm}>
            Approve KYC
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
