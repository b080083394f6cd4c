import { DISPLAY_MESSAGES, loginErrorMessage, validateLoginEmail, validateLoginPassword } from '@keystone/flows';
import { Button, Checkbox, Message, TextField } from '@keystone/ui';
import { lazy, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { returnPathAfterSignIn } from '../../app/access.ts';
import { usePublicSettings } from '../../app/public-settings.ts';
import { useSession } from '../../session/session-context.tsx';
import { FORGOT_PASSWORD_LINK } from './forgot-password-dialog/forgot-password-link.ts';
import { LazyDialogLink } from './lazy-dialog-link.tsx';
import { REGISTER_INTEREST_LINK } from './register-interest-dialog/register-interest-link.ts';
import { VisitorScreen } from './visitor-screen/index.ts';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

// The two dialogs load on their link's first click.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog/index.ts').then((m) => ({ default: m.ForgotPasswordDialog })));
const RegisterInterestDialog = lazy(() => import('./register-interest-dialog/index.ts').then((m) => ({ default: m.RegisterInterestDialog })));

export const EXPIRED_LINK_MESSAGE = DISPLAY_MESSAGES.linkExpiredOnLogin;

/**
 * `/login` (seed 000 §2): validates on blur, signs in, and returns to where the visitor was heading. Its links open
 * the register-interest and forgot-password modals.
 */
export function LoginPage() {
  const { api, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const settings = usePublicSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<LoginForm>({
    mode: 'onBlur',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setServerError(null);
    const { data, error } = await api.POST('/auth/login', { body: { email: email.trim(), password, rememberMe: remember } });
    if (error) {
      // Seed 000 §8: code 7 has its own words; every other answer, a server fault included, shows the server's message.
      setServerError(loginErrorMessage(error, { supportEmail: settings.data?.supportEmail }));
      return;
    }
    signIn(data.token, { remember });
    const from = (location.state as { from?: string } | null)?.from;
    navigate(returnPathAfterSignIn(from), { replace: true });
  });

  return (
    <VisitorScreen title="Welcome back" description="Sign in to follow your property investments.">
      {searchParams.has('expired') && <Message variant="error" className="mt-6">{EXPIRED_LINK_MESSAGE}</Message>}
      {serverError && (
        <Message variant="error" className="mt-6" onDismiss={() => setServerError(null)}>{serverError}</Message>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email', { validate: validateLoginEmail })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password', { validate: validateLoginPassword })}
        />
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox label="Remember me" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
          )}
        />
        <Button type="submit" loading={formState.isSubmitting}>Sign in</Button>
      </form>

      <div className="mt-6 flex flex-col items-center gap-2">
        <LazyDialogLink label={FORGOT_PASSWORD_LINK} dialog={ForgotPasswordDialog} />
        <LazyDialogLink label={REGISTER_INTEREST_LINK} dialog={RegisterInterestDialog} />
      </div>
    </VisitorScreen>
  );
}
