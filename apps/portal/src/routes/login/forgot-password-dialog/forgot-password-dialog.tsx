import { forgotPasswordErrorMessage, validateForgotPasswordEmail } from '@keystone/flows';
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
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSendRestorePasswordLink } from '../../../api/auth.ts';
import { showOnForm } from '../../../api/index.ts';
import { FORGOT_PASSWORD_LINK } from './forgot-password-link.ts';

/** The server does not say whether the account exists, so neither does the confirmation. */
export const linkSentText = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to create a new password. The link works for one hour.`;

interface ForgotPasswordDialogProps {
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

/** The login screen's link and the modal that e-mails a link to create a new password (seed 000 §2, §8). */
export function ForgotPasswordDialog({ defaultOpen = false }: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSentTo(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link">{FORGOT_PASSWORD_LINK}</Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={sentTo !== null}>
        {sentTo !== null ? (
          <>
            <DialogHeader>
              <DialogTitle>Check your inbox</DialogTitle>
              <DialogDescription>{linkSentText(sentTo)}</DialogDescription>
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
              <DialogTitle>Forgot password?</DialogTitle>
              <DialogDescription>
                Enter your e-mail and we will send you a link to create a new password.
              </DialogDescription>
            </DialogHeader>
            <ForgotPasswordForm onSent={setSentTo} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver<{ email: string }>({ email: validateForgotPasswordEmail });

function ForgotPasswordForm({ onSent }: { onSent(email: string): void }) {
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
  const sendLink = useSendRestorePasswordLink({
    onError: showOnForm(form, forgotPasswordErrorMessage),
  });

  const onSubmit = ({ email }: { email: string }) =>
    sendLink.mutate({ params: { query: { email } } }, { onSuccess: () => onSent(email) });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        control={form.control}
        name="email"
        render={(field) => <TextField label="Email" type="email" autoComplete="email" {...field} />}
      />
      <Button type="submit" loading={sendLink.isPending}>
        Send link
      </Button>
    </Form>
  );
}
