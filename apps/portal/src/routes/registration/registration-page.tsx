import { Spinner } from '@keystone/ui';
import { useParams } from 'react-router';
import { TokenCheckFailed, useTokenCheck } from '../login/one-time-token/index.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';
import { RegistrationForm } from './registration-form.tsx';
import { RequestMembership } from './request-membership.tsx';

const TITLE = 'Create your investor account';

/** `/login/{token}` (seed 000 §2): the invitation is checked, then the registration form or a membership request. */
export function RegistrationPage() {
  const { token = '' } = useParams();
  const check = useTokenCheck(token, 'REGISTRY');

  switch (check.state) {
    case 'checking':
      return (
        <VisitorScreen title={TITLE}>
          <Spinner className="mt-6" />
        </VisitorScreen>
      );
    case 'failed':
      return (
        <VisitorScreen title={TITLE}>
          <TokenCheckFailed message={check.message} onRetry={check.retry} />
        </VisitorScreen>
      );
    case 'invalid':
      return <RequestMembership />;
    case 'valid':
      return (
        <VisitorScreen title={TITLE} description={`Your invitation is for ${check.email}.`}>
          <RegistrationForm token={token} />
        </VisitorScreen>
      );
  }
}
