import {
  DISPLAY_MESSAGES,
  loginErrorMessage,
  NOT_ACTIVE_MESSAGE_LEAD,
  notActiveMessage,
  validateLoginEmail,
  validateLoginPassword,
} from '@keystone/flows';
import { Button, Checkbox, Message, TextField } from '@keystone/ui';
import { lazy } from 'react';
import { checkboxProps, Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../api/auth.ts';
import { showOnForm } from '../../api/index.ts';
import { LazyDialogTrigger } from '../../lazy-dialog/lazy-dialog-trigger.tsx';
import { returnPathAfterSignIn } from '../../app/access.ts';
import { usePublicSettings } from '../../api/settings.ts';
import { useSession } from '../../session/index.ts';
import { FORGOT_PASSWORD_LINK } from './forgot-password-dialog/forgot-password-link.ts';
import { REGISTER_INTEREST_LINK } from './register-interest-dialog/register-interest-link.ts';
import { VisitorScreen } from './visitor-screen/index.ts';

interface LoginFields {
  email: string;
  password: string;
  remember: boolean;
}

// The two dialogs load on their link's first click.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog/index.ts').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const RegisterInterestDialog = lazy(() =>
  import('./register-interest-dialog/index.ts').then((m) => ({ default: m.RegisterInterestDialog })),
);

const resolver = rulesResolver<LoginFields>({ email: validateLoginEmail, password: validateLoginPassword });

export const EXPIRED_LINK_MESSAGE = DISPLAY_MESSAGES.linkExpiredOnLogin;
export const HELP_LINK = 'Help and common questions';

/** The seed's words for a NOT_ACTIVE account, the support address a link that opens the visitor's mail program. */
function withSupportLink(supportEmail: string | undefined) {
  return (message: string) =>
    supportEmail === undefined || message !== notActiveMessage(supportEmail) ? (
      message
    ) : (
      <>
        {NOT_ACTIVE_MESSAGE_LEAD}
        <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-2">
          {supportEmail}
        </a>
      </>
    );
}

/**
 * `/login` (seed 000 §2): validates on blur, signs in with the answered user (no second `GET /user`; the server has set the session cookie), and
 * returns to where the visitor was heading. Its links open the register-interest and forgot-password modals.
 */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const settings = usePublicSettings();
  const form = useForm<LoginFields>({
    mode: 'onBlur',
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });
  const login = useLogin({
    // Seed 000 §8: code 7 has its own words; every other answer, a server fault included (the call opens no
    // generic modal), shows the server's message in the form.
    onError: showOnForm(form, {
      wording: (error) => loginErrorMessage(error, { supportEmail: settings.data?.supportEmail }),
      alsoUnexpected: true,
    }),
  });

  const onSubmit = ({ email, password, remember }: LoginFields) =>
    login.mutate(
      { body: { email: email.trim(), password, rememberMe: remember } },
      {
        onSuccess: (answer) => {
          signIn(answer);
          const from = (location.state as { from?: string } | null)?.from;
          navigate(returnPathAfterSignIn(from), { replace: true });
        },
      },
    );

  return (
    <VisitorScreen title="Welcome back" description="Sign in to follow your property investments.">
      {searchParams.has('expired') && (
        <Message variant="error" className="mt-6">
          {EXPIRED_LINK_MESSAGE}
        </Message>
      )}

      <Form
        form={form}
        onSubmit={onSubmit}
        renderServerError={withSupportLink(settings.data?.supportEmail)}
        className="mt-6 flex flex-col gap-5"
      >
        <FormField
          control={form.control}
          name="email"
          render={(field) => <TextField label="Email" type="email" autoComplete="email" {...field} />}
        />
        <FormField
          control={form.control}
          name="password"
          render={(field) => <TextField label="Password" type="password" autoComplete="current-password" {...field} />}
        />
        <FormField
          control={form.control}
          name="remember"
          render={(field) => <Checkbox label="Remember me" {...checkboxProps(field)} />}
        />
        <Button type="submit" loading={login.isPending}>
          Sign in
        </Button>
      </Form>

      <div className="mt-6 flex flex-col items-center gap-2">
        <LazyDialogTrigger variant="link" dialog={ForgotPasswordDialog}>
          {FORGOT_PASSWORD_LINK}
        </LazyDialogTrigger>
        <LazyDialogTrigger variant="link" dialog={RegisterInterestDialog}>
          {REGISTER_INTEREST_LINK}
        </LazyDialogTrigger>
        {/* Help is public: a visitor may read the answers before signing in or being invited. */}
        <Link to="/help" className="text-sm text-primary underline-offset-4 hover:underline">
          {HELP_LINK}
        </Link>
      </div>
    </VisitorScreen>
  );
}
