import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  focusWhenShown,
} from '@keystone/ui';
import { useState } from 'react';
import { REQUEST_SENT, RequestInviteForm } from '../../request-invite/index.ts';
import { REGISTER_INTEREST_LINK } from './register-interest-link.ts';

interface RegisterInterestDialogProps {
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

/** The login screen's link and the modal behind it: the request, then the 'Thank you!' confirmation in its place. */
export function RegisterInterestDialog({ defaultOpen = false }: RegisterInterestDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [sent, setSent] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Opening it again starts a new request.
    if (!next) setSent(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link">{REGISTER_INTEREST_LINK}</Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={sent}>
        {sent ? (
          <>
            <DialogHeader>
              <DialogTitle>{REQUEST_SENT.title}</DialogTitle>
              <DialogDescription>{REQUEST_SENT.text}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button ref={focusWhenShown}>OK</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Register interest</DialogTitle>
              <DialogDescription>
                Membership is by invitation. Tell us who you are and we will be in touch.
              </DialogDescription>
            </DialogHeader>
            <RequestInviteForm onSent={() => setSent(true)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
