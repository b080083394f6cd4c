import { NOTIFICATION_KIND_LABELS } from '@keystone/flows/notifications';
import { Message, Spinner } from '@keystone/ui';
import { Link, useParams } from 'react-router';
import { refusal } from '../../api/index.ts';
import { useUnsubscribeNotifications } from '../../api/notifications.ts';
import { useTokenLink } from '../../api/use-token-link.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';

export const NOTIFICATION_UNSUBSCRIBE_TEXTS = {
  title: 'Stop these e-mails',
  done: (kind: string) => `Done. We will no longer e-mail you about: ${kind}.`,
  again: 'You still see these in the portal. To change any of your choices, sign in and open your profile.',
  invalid: 'This link does not work. Sign in and choose your notification settings on your profile.',
  failed: 'We could not stop these e-mails just now. Please open the link again later.',
  continue: 'Go to Keystone',
} as const;

/**
 * `/unsubscribe/notifications/{token}`: the link at the end of a notification e-mail. It works with no sign-in (the
 * signed token names the investor and the kind) and stops that kind of e-mail on arrival: one click is enough.
 */
export function NotificationUnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribeNotifications();
  const { mutate } = unsubscribe;
  useTokenLink(token, (link) => mutate({ body: { token: link } }));

  return (
    <VisitorScreen title={NOTIFICATION_UNSUBSCRIBE_TEXTS.title}>
      <div className="mt-6 flex min-h-24 flex-col gap-4">
        {unsubscribe.isSuccess && (
          <>
            <Message variant="success" dismissible={false}>
              {NOTIFICATION_UNSUBSCRIBE_TEXTS.done(NOTIFICATION_KIND_LABELS[unsubscribe.data.kind])}
            </Message>
            <p className="text-sm text-muted-foreground">{NOTIFICATION_UNSUBSCRIBE_TEXTS.again}</p>
          </>
        )}
        {unsubscribe.isError && (
          <Message variant="error" dismissible={false}>
            {refusal(unsubscribe.error, () => NOTIFICATION_UNSUBSCRIBE_TEXTS.invalid) ??
              NOTIFICATION_UNSUBSCRIBE_TEXTS.failed}
          </Message>
        )}
        {unsubscribe.isPending || unsubscribe.isIdle ? (
          <Spinner className="mx-auto" />
        ) : (
          <Link to="/" className="text-primary underline underline-offset-2">
            {NOTIFICATION_UNSUBSCRIBE_TEXTS.continue}
          </Link>
        )}
      </div>
    </VisitorScreen>
  );
}
