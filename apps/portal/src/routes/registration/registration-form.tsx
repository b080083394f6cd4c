import {
  normalizeFullName,
  registrationErrorMessage,
  validateNewPassword,
  validateRegistrationFullName,
  validateRepeatPassword,
} from '@keystone/flows';
import { Button, Checkbox, Message, TextField } from '@keystone/ui';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useErrorModal } from '../../app/error-modal/index.ts';
import { useSession } from '../../session/session-context.tsx';
import { AccountCreatedDialog } from './account-created-dialog.tsx';

interface RegistrationFields {
  fullName: string;
  password: string;
  repeatPassword: string;
  terms: boolean;
}

export const TERMS_LABEL = 'I agree to the terms and conditions and the privacy policy';
export const CREATE_ACCOUNT = 'Create Investor Account';

interface RegistrationFormProps {
  /** The invitation's REGISTRY token, already checked. */
  token: string;
}

/**
 * Registration (seed 000 §2, §5): validated on submit, the name trimmed, the button disabled until the terms box is
 * ticked. `PUT /auth/registry` answers a login token; the person is signed in once they close 'Account created'.
 */
export function RegistrationForm({ token }: RegistrationFormProps) {
  const { api, signIn } = useSession();
  const navigate = useNavigate();
  const errorModal = useErrorModal();
  const [serverError, setServerError] = useState<string | null>(null);
  const [loginToken, setLoginToken] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<RegistrationFields>({
    defaultValues: { fullName: '', password: '', repeatPassword: '', terms: false },
  });
  const termsAccepted = useWatch({ control, name: 'terms' });

  const onSubmit = handleSubmit(async ({ fullName, password }) => {
    setServerError(null);
    const { data, error, response } = await api.PUT('/auth/registry', {
      body: { fullName: normalizeFullName(fullName), password, token },
    });
    if (error) {
      if (!errorModal.showIfUnexpected(error, response)) setServerError(registrationErrorMessage(error));
      return;
    }
    setLoginToken(data.token);
  });

  const enterPlatform = () => {
    if (loginToken === null) return;
    signIn(loginToken, { remember: false });
    navigate('/', { replace: true });
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        {serverError && (
          <Message variant="error" onDismiss={() => setServerError(null)}>{serverError}</Message>
        )}
        <TextField
          label="Full name"
          autoComplete="name"
          error={formState.errors.fullName?.message}
          {...register('fullName', { validate: validateRegistrationFullName })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password', { validate: validateNewPassword })}
        />
        <TextField
          label="Repeat password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.repeatPassword?.message}
          {...register('repeatPassword', { validate: (repeat, values) => validateRepeatPassword(repeat, values.password) })}
        />
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              label={TERMS_LABEL}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Button type="submit" disabled={!termsAccepted} loading={formState.isSubmitting}>{CREATE_ACCOUNT}</Button>
      </form>
      <AccountCreatedDialog open={loginToken !== null} onClose={enterPlatform} />
    </>
  );
}
