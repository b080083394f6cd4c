import { inviteErrorMessage, validateInviteEmail } from '@keystone/flows';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Message,
  TextField,
} from '@keystone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useErrorModal } from '../../app/error-modal/index.ts';
import { useSession } from '../../session/session-context.tsx';

export const GENERATE_REGISTRATION_LINK = 'Generate registration link';

export const invitationSentText = (email: string) => `The invitation was sent to ${email}.`;

type Outcome = { variant: 'success' | 'error'; text: string };

interface InviteDialogProps {
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

/**
 * The admin's 'Generate registration link' (seed 000 §2): e-mails an invitation with a registration link. The dialog
 * stays open after a success, with the field cleared, so that the next address can follow.
 */
export function InviteDialog({ defaultOpen = false }: InviteDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">{GENERATE_REGISTRATION_LINK}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite an investor</DialogTitle>
          <DialogDescription>We will e-mail them a link to create their investor account.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets the address and the last outcome. */}
        <InviteForm />
      </DialogContent>
    </Dialog>
  );
}

function InviteForm() {
  const { api } = useSession();
  const errorModal = useErrorModal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    const { error, response } = await api.POST('/auth/invite', { body: { email } });
    if (error) {
      if (!errorModal.showIfUnexpected(error, response)) setOutcome({ variant: 'error', text: inviteErrorMessage(error) });
      return;
    }
    reset();
    setOutcome({ variant: 'success', text: invitationSentText(email) });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {outcome && (
        // Keyed by the text: a second invitation shows its own message even if the first was dismissed.
        <Message key={outcome.text} variant={outcome.variant} onDismiss={() => setOutcome(null)}>{outcome.text}</Message>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={formState.errors.email?.message}
        {...register('email', { validate: validateInviteEmail })}
      />
      <Button type="submit" loading={formState.isSubmitting}>Send invitation</Button>
    </form>
  );
}
