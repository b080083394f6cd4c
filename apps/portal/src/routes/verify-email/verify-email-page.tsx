import { Button, Message, Spinner } from '@keystone/ui';
import { Link, useParams } from 'react-router';
import { useVerifyEmail } from '../../api/auth.ts';
import { refusal } from '../../api/index.ts';
import { useTokenLink } from '../../api/use-token-link.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';

export const VERIFY_EMAIL_TEXTS = {
  title: 'Verify your e-mail',
  verified: (email: string) => `Thank you! ${email} is verified.`,
  invalid: 'This verification link is invalid or has expired.',
  failed: 'We could not verify your e-mail address just now. Please open the link again later.',
  continue: 'Continue',
} as const;

/** `/verify/{token}`: the link of the welcome e-mail ('Account created' asks for it), signed in or not. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useTokenLink(token, (link) => mutate({ body: { token: link } }));

  return (
    <VisitorScreen title={VERIFY_EMAIL_TEXTS.title}>
      <div className="mt-6 flex flex-col gap-4">
        {verify.isSuccess && <Message variant="success">{VERIFY_EMAIL_TEXTS.verified(verify.data.email)}</Message>}
        {verify.isError && (
          <Message variant="error" dismissible={false}>
            {refusal(verify.error, () => VERIFY_EMAIL_TEXTS.invalid) ?? VERIFY_EMAIL_TEXTS.failed}
          </Message>
        )}
        {verify.isPending || verify.isIdle ? (
          <Spinner className="mx-auto" />
        ) : (
          <Button asChild>
            <Link to="/" replace>
              {VERIFY_EMAIL_TEXTS.continue}
            </Link>
          </Button>
        )}
      </div>
    </VisitorScreen>
  );
}
