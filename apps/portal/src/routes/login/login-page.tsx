import { loginErrorMessage, validateLoginEmail, validateLoginPassword } from '@keystone/flows';
import { Button, Checkbox, Message, TextField } from '@keystone/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { portalConfig } from '../../app/config.ts';
import { returnPathAfterSignIn } from '../../app/access.ts';
import { useSession } from '../../session/session-context.tsx';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

export const EXPIRED_LINK_MESSAGE = 'Link was expired. Please repeat the forgotten password flow again.';

/** `/login` (seed 000 §2): validates on blur, signs in, and returns to where the visitor was heading. */
export function LoginPage() {
  const { api, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<LoginForm>({
    mode: 'onBlur',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setServerError(null);
    const { data, error } = await api.POST('/auth/login', { body: { email: email.trim(), password } });
    if (error) {
      setServerError(loginErrorMessage(error, { supportEmail: portalConfig.supportEmail }));
      return;
    }
    signIn(data.token, { remember });
    const from = (location.state as { from?: string } | null)?.from;
    navigate(returnPathAfterSignIn(from), { replace: true });
  });

  return (
    <main className="grid min-h-screen place-items-center bg-background px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-lg font-semibold text-primary">Keystone</p>
        <h1 className="mt-4 text-2xl font-semibold text-foreground">Welcome back</h1>
        <p className="mt-1 text-muted-foreground">Sign in to follow your property investments.</p>

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
      </div>
    </main>
  );
}
