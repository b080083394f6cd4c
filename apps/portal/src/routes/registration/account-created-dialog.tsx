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

export const ACCOUNT_CREATED = {
  title: 'Account created',
  text: 'Please check your inbox to verify your e-mail address.',
} as const;

interface AccountCreatedDialogProps {
  open: boolean;
  /** However it is closed (the button, Escape), the person goes on into the platform. */
  onClose(): void;
}

export function AccountCreatedDialog({ open, onClose }: AccountCreatedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!next) onClose(); }}>
      <DialogContent hideCloseButton className="max-w-md">
        <DialogHeader>
          <DialogTitle>{ACCOUNT_CREATED.title}</DialogTitle>
          <DialogDescription>{ACCOUNT_CREATED.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button autoFocus>Continue</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
