import { registrationErrorMessage, validateFullName, validateRegisterInterestEmail } from '@keystone/flows';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { useRequestInvite } from '../../api/auth.ts';
import { showOnForm } from '../../api/index.ts';

interface RequestInviteFields {
  fullName: string;
  email: string;
}

const resolver = rulesResolver<RequestInviteFields>({
  fullName: validateFullName,
  email: validateRegisterInterestEmail,
});

export const REQUEST_INVITE_SUBMIT = "let's get started";

interface RequestInviteFormProps {
  /** Called once the server has recorded the request. */
  onSent(): void;
}

/**
 * Register interest (the login screen's modal) and request membership (an invalid invitation link): the same
 * fields and rules, validated on submit (seed 000 §5), answered with the catalogue's message for the code (§8).
 */
export function RequestInviteForm({ onSent }: RequestInviteFormProps) {
  const form = useForm<RequestInviteFields>({ resolver, defaultValues: { fullName: '', email: '' } });
  const requestInvite = useRequestInvite({
    onError: showOnForm(form, registrationErrorMessage),
  });

  const onSubmit = ({ fullName, email }: RequestInviteFields) =>
    requestInvite.mutate({ body: { fullName: fullName.trim(), email } }, { onSuccess: () => onSent() });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        control={form.control}
        name="fullName"
        render={(field) => <TextField label="Full name" autoComplete="name" {...field} />}
      />
      <FormField
        control={form.control}
        name="email"
        render={(field) => <TextField label="Email" type="email" autoComplete="email" {...field} />}
      />
      <Button type="submit" loading={requestInvite.isPending}>
        {REQUEST_INVITE_SUBMIT}
      </Button>
    </Form>
  );
}
