import {
  DISPLAY_MESSAGES,
  loginErrorMessage,
  NOT_ACTIVE_MESSAGE_LEAD,
  notActiveMessage,
  validateLoginEmail,
  validateLoginPassword,
} from '@keystone/flows';
import { recoveryCodesLeftMessage, type SignInOutput } from '@keystone/flows/second-factor';
import { Button, Checkbox, Message, TextField } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { checkboxProps, Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { showOnForm } from '../../api/index.ts';
import { usePasskeyBrowser } from '../../passkey-browser/passkey-browser.tsx';
import { LazyDialogTrigger } from '../../lazy-dialog/lazy-dialog-trigger.tsx';
import { returnPathAfterSignIn } from '../../app/access.ts';
import { usePublicSettings } from '../../api/settings.ts';
import { useSession } from '../../session/index.ts';
import { FORGOT_PASSWORD_LINK } from './forgot-password-dialog/forgot-password-link.ts';
import { REGISTER_INTEREST_LINK } from './register-interest-dialog/register-interest-link.ts';
import { VisitorScreen } from './visitor-screen/index.ts';
import { SecondStep } from './second-step.tsx';
import { useSignInActor } from './use-sign-in-actor.ts';

interface LoginFields {
  email: string;
  password: string;
  remember: boolean;
}

// The two dialogs load on their link's first click.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog/index.ts').then((m) => ({ default: m.ForgotPasswordDialog })),
);
// Shown only after a sign-in with a recovery code: its dialog is not part of the login page's first load.
const NoticeDialog = lazy(() => import('@keystone/ui/dialog').then((m) => ({ default: m.NoticeDialog })));
const RegisterInterestDialog = lazy(() =>
  import('./register-interest-dialog/index.ts').then((m) => ({ default: m.RegisterInterestDialog })),
);

const resolver = rulesResolver<LoginFields>({ email: validateLoginEmail, password: validateLoginPassword });

export const EXPIRED_LINK_MESSAGE = DISPLAY_MESSAGES.linkExpiredOnLogin;
export const HELP_LINK = 'Help and common questions';
export const PASSKEY_SIGN_IN = 'Sign in with a passkey';
export const RECOVERY_CODE_USED = { title: 'Signed in with a recovery code', action: 'Continue' } as const;

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
 * `/login` (seed 000 §2, issue 36 §1), driven by flows' `signInMachine`: validates on blur, signs in with the answered
 * user (no second `GET /user`; the server has set the session cookie), and returns to where the visitor was heading.
 * A user with a second factor gets the second step in place (`SecondStep`); a passkey may sign in without a password
 * where the browser has WebAuthn. After a recovery code a notice says how many remain before going on. Its links open
 * the register-interest and forgot-password modals.
 */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const settings = usePublicSettings();
  const passkeys = usePasskeyBrowser();
  const form = useForm<LoginFields>({
    mode: 'onBlur',
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });
  const actor = useSignInActor(passkeys);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { error } = state.context;
  const onCredentials = state.matches('credentials') || state.matches('throttled');

  // Seed 000 §8: code 7 has its own words; every other answer, a server fault included (the calls open no generic
  // modal), shows the server's message in the form; so does a second step that ran out (code 61) or too many tries.
  useEffect(() => {
    if (!onCredentials || error === undefined) return;
    showOnForm(form, {
      wording: (failure) => loginErrorMessage(failure, { supportEmail: settings.data?.supportEmail }),
      alsoUnexpected: true,
    })(error);
  }, [onCredentials, error, form, settings.data?.supportEmail]);

  const enterPlatform = (outcome: SignInOutput) => {
    signIn(outcome);
    const from = (location.state as { from?: string } | null)?.from;
    navigate(returnPathAfterSignIn(from), { replace: true });
  };
  const output = state.status === 'done' ? state.output : undefined;
  // After a recovery code, a notice to read before going on says how many remain.
  const recovered = output?.recoveryCodesLeft === undefined ? null : output;
  useEffect(() => {
    if (output && output.recoveryCodesLeft === undefined) enterPlatform(output);
    // Once, when the sign-in ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);

  const onSubmit = ({ email, password, remember }: LoginFields) =>
    actor.send({ type: 'SUBMIT', credentials: { email: email.trim(), password, rememberMe: remember } });

  if (state.matches('secondStep')) {
    return (
      <VisitorScreen title="Welcome back" description="Sign in to follow your property investments.">
        <SecondStep
          state={state}
          passkeysSupported={passkeys.supported}
          onCode={(code) => actor.send({ type: 'SUBMIT_CODE', code })}
          onChoose={(way) =>
            actor.send({
              type: way === 'TOTP' ? 'USE_AUTHENTICATOR' : way === 'PASSKEY' ? 'USE_PASSKEY' : 'USE_RECOVERY_CODE',
            })
          }
          onBack={() => actor.send({ type: 'BACK' })}
        />
      </VisitorScreen>
    );
  }

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
        <Button type="submit" loading={state.matches('submitting') || state.status === 'done'}>
          Sign in
        </Button>
        {passkeys.supported && (
          <Button
            type="button"
            variant="outline"
            loading={state.matches('passkeySignIn')}
            disabled={state.matches('submitting')}
            onClick={() => actor.send({ type: 'PASSKEY', rememberMe: form.getValues('remember') })}
          >
            {PASSKEY_SIGN_IN}
          </Button>
        )}
      </Form>
      {recovered && (
        <Suspense fallback={null}>
          <NoticeDialog
            open
            title={RECOVERY_CODE_USED.title}
            description={recoveryCodesLeftMessage(recovered.recoveryCodesLeft ?? 0)}
            actionLabel={RECOVERY_CODE_USED.action}
            onClose={() => enterPlatform(recovered)}
          />
        </Suspense>
      )}

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
