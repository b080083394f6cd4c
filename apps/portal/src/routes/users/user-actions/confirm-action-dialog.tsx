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

/** What each confirmed action asks, and why it is asked. */
export const CONFIRMATIONS = {
  // Approval lets the investor put money into projects and cannot be taken back from this screen.
  approveKyc: {
    title: (name: string) => `Approve KYC for ${name}?`,
    description:
      'They will be able to invest in projects, and we will e-mail them to say so. An approval cannot be withdrawn here.',
    confirm: 'Approve KYC',
    variant: 'primary',
  },
  // Deactivation signs the user out at once (the server refuses their token from the next call).
  deactivate: {
    title: (name: string) => `Deactivate ${name}?`,
    description:
      'They are signed out at once and cannot sign in again until an admin activates the account. We will e-mail them to say so.',
    confirm: 'Deactivate',
    variant: 'danger',
  },
} as const;

interface ConfirmActionDialogProps {
  action: keyof typeof CONFIRMATIONS;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  /** Where the focus goes once the dialog closes; no trigger button opens it, so Radix cannot know. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An admin action that changes what the user may do, asked once more before it is sent. */
export function ConfirmActionDialog({
  action,
  open,
  onOpenChange,
  name,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmActionDialogProps) {
  const { title, description, confirm, variant } = CONFIRMATIONS[action];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title(name)}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant={variant} loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
