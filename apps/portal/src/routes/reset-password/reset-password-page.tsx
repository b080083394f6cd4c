import { Button, Spinner } from '@keystone/ui';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { TokenCheckFailed, useTokenCheck } from '../login/one-time-token/index.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';
import { RESET_PASSWORD, ResetPasswordForm } from './reset-password-form.tsx';

export const PASSWORD_RESET = {
  title: 'Password reset',
  text: 'Your password has been reset. You can now log in with your new password.',
} as const;

/** `/login/new-password/{token}` (seed 000 §2): a dead link goes back to /login with the expired flag. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = useTokenCheck(token, 'RESTORE_PASSWORD');
  const [reset, setReset] = useState(false);

  if (reset) {
    return (
      <VisitorScreen title={PASSWORD_RESET.title} description={PASSWORD_RESET.text}>
        <Button asChild className="mt-6 w-full">
          <Link to="/" replace>
            Log in
          </Link>
        </Button>
      </VisitorScreen>
    );
  }

  switch (check.state) {
    case 'checking':
      return (
        <VisitorScreen title={RESET_PASSWORD}>
          <Spinner className="mt-6" />
        </VisitorScreen>
      );
    case 'failed':
      return (
        <VisitorScreen title={RESET_PASSWORD}>
          <TokenCheckFailed message={check.message} onRetry={check.retry} />
        </VisitorScreen>
      );
    case 'invalid':
      return <Navigate to="/login?expired=true" replace />;
    case 'valid':
      return (
        <VisitorScreen title={RESET_PASSWORD} description={`Choose a new password for ${check.email}.`}>
          <ResetPasswordForm token={token} onReset={() => setReset(true)} />
        </VisitorScreen>
      );
  }
}
