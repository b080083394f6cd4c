import { Message, Spinner } from '@keystone/ui';
import { Link, useParams } from 'react-router';
import { refusal } from '../../api/index.ts';
import { useUpdateMarketingPreferencesByToken } from '../../api/marketing.ts';
import { useTokenLink } from '../../api/use-token-link.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe from news',
  done: 'You are unsubscribed. We will no longer e-mail you news of new projects.',
  again: 'Changed your mind? Tick "E-mail me news of new projects" on your profile.',
  invalid:
    'This unsubscribe link has been used already or has expired. Sign in and untick "E-mail me news of new projects" on your profile.',
  failed: 'We could not unsubscribe you just now. Please open the link again later.',
  continue: 'Go to Keystone',
} as const;

/**
 * `/unsubscribe/{token}`: the link at the end of a news e-mail. It works with no sign-in (the token names the
 * investor) and unsubscribes on arrival, so one click is enough, as the law on marketing e-mails expects.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUpdateMarketingPreferencesByToken();
  const { mutate } = unsubscribe;
  useTokenLink(token, (link) => mutate({ body: { newsSubscription: false, token: link } }));

  return (
    <VisitorScreen title={UNSUBSCRIBE_TEXTS.title}>
      <div className="mt-6 flex flex-col gap-4">
        {unsubscribe.isSuccess && (
          <>
            <Message variant="success" dismissible={false}>
              {UNSUBSCRIBE_TEXTS.done}
            </Message>
            <p className="text-sm text-muted-foreground">{UNSUBSCRIBE_TEXTS.again}</p>
          </>
        )}
        {unsubscribe.isError && (
          <Message variant="error" dismissible={false}>
            {refusal(unsubscribe.error, () => UNSUBSCRIBE_TEXTS.invalid) ?? UNSUBSCRIBE_TEXTS.failed}
          </Message>
        )}
        {unsubscribe.isPending || unsubscribe.isIdle ? (
          <Spinner className="mx-auto" />
        ) : (
          <Link to="/" className="text-primary underline underline-offset-2">
            {UNSUBSCRIBE_TEXTS.continue}
          </Link>
        )}
      </div>
    </VisitorScreen>
  );
}
