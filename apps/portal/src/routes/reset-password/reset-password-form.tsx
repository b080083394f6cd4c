import {
  isExpiredLinkError,
  resetPasswordErrorMessage,
  validateNewPassword,
  validateRepeatPassword,
} from '@keystone/flows';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRestorePassword } from '../../api/auth.ts';
import { showOnForm } from '../../api/index.ts';
import { LinkExpiredDialog } from './link-expired-dialog.tsx';

interface ResetPasswordFields {
  newPassword: string;
  repeatPassword: string;
}

const resolver = rulesResolver<ResetPasswordFields>({
  newPassword: validateNewPassword,
  repeatPassword: (repeat, values) => validateRepeatPassword(repeat, values.newPassword),
});

export const RESET_PASSWORD = 'Reset password';

interface ResetPasswordFormProps {
  /** The RESTORE_PASSWORD token, already checked. */
  token: string;
  onReset(): void;
}

/** The new password twice, checked as typed; 'Reset password' stays disabled until the form is valid (seed 000 §4). */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordFields>({
    mode: 'onChange',
    resolver,
    defaultValues: { newPassword: '', repeatPassword: '' },
  });
  const { control, formState, getFieldState, trigger } = form;
  const showMessage = showOnForm(form, resetPasswordErrorMessage);
  const restore = useRestorePassword({
    // Code 8: the link expired or was used while the form was open; the modal below says so instead of a message.
    onError: (error) => {
      if (!isExpiredLinkError(error)) showMessage(error);
    },
  });

  // The repeat is compared with the password: once it has been typed, a new password re-judges it.
  const newPassword = useWatch({ control, name: 'newPassword' });
  useEffect(() => {
    if (getFieldState('repeatPassword').isDirty) void trigger('repeatPassword');
  }, [newPassword, getFieldState, trigger]);

  const onSubmit = ({ newPassword: password }: ResetPasswordFields) =>
    restore.mutate({ body: { newPassword: password, token } }, { onSuccess: () => onReset() });

  return (
    <>
      <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <FormField
          control={control}
          name="newPassword"
          render={(field) => <TextField label="New password" type="password" autoComplete="new-password" {...field} />}
        />
        <FormField
          control={control}
          name="repeatPassword"
          render={(field) => (
            <TextField label="Repeat password" type="password" autoComplete="new-password" {...field} />
          )}
        />
        <Button type="submit" disabled={!formState.isValid} loading={restore.isPending}>
          {RESET_PASSWORD}
        </Button>
      </Form>
      <LinkExpiredDialog
        open={restore.isError && isExpiredLinkError(restore.error)}
        onClose={() => navigate('/login', { replace: true })}
      />
    </>
  );
}
