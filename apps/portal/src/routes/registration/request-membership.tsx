import { Button } from '@keystone/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { REQUEST_SENT, RequestInviteForm } from '../request-invite/index.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';

/** An invitation link that is expired, used or unknown: the visitor may ask for a new invitation here, or sign in. */
export function RequestMembership() {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <VisitorScreen title={REQUEST_SENT.title} description={REQUEST_SENT.text}>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/login">Back to sign in</Link>
        </Button>
      </VisitorScreen>
    );
  }
  return (
    <VisitorScreen
      title="Request membership"
      description="This invitation link is no longer valid. Membership is by invitation: tell us who you are and we will be in touch."
    >
      <div className="mt-6">
        <RequestInviteForm onSent={() => setSent(true)} />
      </div>
      {/* Whoever followed an old link may have an account already: sign-in is one step away. */}
      <div className="mt-4 flex justify-center">
        <Button asChild variant="link">
          <Link to="/login">Back to sign in</Link>
        </Button>
      </div>
    </VisitorScreen>
  );
}
