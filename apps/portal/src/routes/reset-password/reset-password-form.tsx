import { isExpiredLinkError, resetPasswordErrorMessage, validateNewPassword, validateRepeatPassword } from '@keystone/flows';
import { Button, Message, TextField } from '@keystone/ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useErrorModal } from '../../app/error-modal/index.ts';
import { useSession } from '../../session/session-context.tsx';
import { LinkExpiredDialog } from './link-expired-dialog.tsx';

interface ResetPasswordFields {
  newPassword: string;
  repeatPassword: string;
}

export const RESET_PASSWORD = 'Reset password';

interface ResetPasswordFormProps {
  /** The RESTORE_PASSWORD token, already checked. */
  token: string;
  onReset(): void;
}

/** The new password twice, checked as typed; 'Reset password' stays disabled until the form is valid (seed 000 §4). */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { api } = useSession();
  const navigate = useNavigate();
  const errorModal = useErrorModal();
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  const { register, control, handleSubmit, formState, getFieldState, trigger } = useForm<ResetPasswordFields>({
    mode: 'onChange',
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  // The repeat is compared with the password: once it has been typed, a new password re-judges it.
  const newPassword = useWatch({ control, name: 'newPassword' });
  useEffect(() => {
    if (getFieldState('repeatPassword').isDirty) void trigger('repeatPassword');
  }, [newPassword, getFieldState, trigger]);

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    setServerError(null);
    const { error, response } = await api.PUT('/auth/restore-password', { body: { newPassword: password, token } });
    if (error) {
      if (errorModal.showIfUnexpected(error, response)) return;
      if (isExpiredLinkError(error)) setLinkExpired(true);
      else setServerError(resetPasswordErrorMessage(error));
      return;
    }
    onReset();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        {serverError && (
          <Message variant="error" onDismiss={() => setServerError(null)}>{serverError}</Message>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword', { validate: validateNewPassword })}
        />
        <TextField
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.repeatPassword?.message}
          {...register('repeatPassword', { validate: (repeat, values) => validateRepeatPassword(repeat, values.newPassword) })}
        />
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>{RESET_PASSWORD}</Button>
      </form>
      <LinkExpiredDialog open={linkExpired} onClose={() => navigate('/login', { replace: true })} />
    </>
  );
}
