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
  Message,
  TextField,
} from '@keystone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useErrorModal } from '../../../app/error-modal/index.ts';
import { useSession } from '../../../session/session-context.tsx';
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
                <Button autoFocus>OK</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Forgot password?</DialogTitle>
              <DialogDescription>Enter your e-mail and we will send you a link to create a new password.</DialogDescription>
            </DialogHeader>
            <ForgotPasswordForm onSent={setSentTo} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ onSent }: { onSent(email: string): void }) {
  const { api } = useSession();
  const errorModal = useErrorModal();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    const { error, response } = await api.POST('/auth/send-restore-password-link', { params: { query: { email } } });
    if (error) {
      if (!errorModal.showIfUnexpected(error, response)) setServerError(forgotPasswordErrorMessage(error));
      return;
    }
    onSent(email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {serverError && (
        <Message variant="error" onDismiss={() => setServerError(null)}>{serverError}</Message>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', { validate: validateForgotPasswordEmail })}
      />
      <Button type="submit" loading={formState.isSubmitting}>Send link</Button>
    </form>
  );
}
