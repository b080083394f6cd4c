import { registrationErrorMessage, validateFullName, validateRegisterInterestEmail } from '@keystone/flows';
import { Button, Message, TextField } from '@keystone/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useErrorModal } from '../../app/error-modal/index.ts';
import { useSession } from '../../session/session-context.tsx';

interface RequestInviteFields {
  fullName: string;
  email: string;
}

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
  const { api } = useSession();
  const errorModal = useErrorModal();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RequestInviteFields>({
    defaultValues: { fullName: '', email: '' },
  });

  const onSubmit = handleSubmit(async ({ fullName, email }) => {
    setServerError(null);
    const { error, response } = await api.POST('/auth/request-invite', { body: { fullName: fullName.trim(), email } });
    if (error) {
      if (!errorModal.showIfUnexpected(error, response)) setServerError(registrationErrorMessage(error));
      return;
    }
    onSent();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {serverError && (
        <Message variant="error" onDismiss={() => setServerError(null)}>{serverError}</Message>
      )}
      <TextField
        label="Full name"
        autoComplete="name"
        error={formState.errors.fullName?.message}
        {...register('fullName', { validate: validateFullName })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', { validate: validateRegisterInterestEmail })}
      />
      <Button type="submit" loading={formState.isSubmitting}>{REQUEST_INVITE_SUBMIT}</Button>
    </form>
  );
}
