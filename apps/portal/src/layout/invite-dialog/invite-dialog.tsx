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
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useInvite } from '../../api/auth.ts';
import { showOnForm } from '../../api/index.ts';
import { InviteButtonContent } from './invite-button-content.tsx';
import { GENERATE_REGISTRATION_LINK } from './invite-link.ts';

export const invitationSentText = (email: string) => `The invitation was sent to ${email}.`;

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
        <Button variant="secondary" size="sm" aria-label={GENERATE_REGISTRATION_LINK}>
          <InviteButtonContent />
        </Button>
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

const resolver = rulesResolver<{ email: string }>({ email: validateInviteEmail });

function InviteForm() {
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
  const invite = useInvite({ onError: showOnForm(form, inviteErrorMessage) });
  const sentTo = invite.isSuccess ? invite.variables.body.email : null;

  const onSubmit = ({ email }: { email: string }) =>
    invite.mutate({ body: { email } }, { onSuccess: () => form.reset() });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      {sentTo !== null && (
        // Keyed by the address: a second invitation shows its own message even if the first was dismissed.
        <Message key={sentTo} variant="success" onDismiss={() => invite.reset()}>
          {invitationSentText(sentTo)}
        </Message>
      )}
      <FormField
        control={form.control}
        name="email"
        render={(field) => <TextField label="Email" type="email" autoComplete="off" {...field} />}
      />
      <Button type="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </Form>
  );
}
