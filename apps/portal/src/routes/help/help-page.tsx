import { Link } from 'react-router';
import { usePublicSettings } from '../../api/settings.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';
import { DETAILS_TEXTS } from '../projects/details/project-details-texts.ts';
import { HELP_TEXTS, HelpContent } from './help-content.tsx';

export const HELP_CONTACT_TEXTS = {
  heading: 'Contact us',
  writeTo: 'Write to us at',
  answerTime: 'We answer within two working days.',
  askAboutProject: `To ask about a project, open it from Projects and choose '${DETAILS_TEXTS.askHere}'.`,
  visitorInvitation: 'To invest, you need an invitation.',
  askForInvitation: 'Ask for one on the sign-in page',
} as const;

/**
 * Who to ask and how, for the one reading: anyone may write to the support address (SUPPORT_EMAIL, from
 * `GET /settings`); a signed-in investor may also ask about a project on its page, a visitor first needs an invitation.
 */
function HelpContact({ signedIn }: { signedIn: boolean }) {
  const supportEmail = usePublicSettings().data?.supportEmail;
  return (
    <section aria-labelledby="help-contact" className="flex flex-col gap-1 rounded-md border border-border p-4">
      <h2 id="help-contact" className="text-lg font-semibold text-foreground">
        {HELP_CONTACT_TEXTS.heading}
      </h2>
      {/* Space is kept for the address so that the page does not move when the settings answer. */}
      <p className="min-h-6 text-foreground">
        {supportEmail && (
          <>
            {HELP_CONTACT_TEXTS.writeTo}{' '}
            <a href={`mailto:${supportEmail}`} className="text-primary underline underline-offset-2 wrap-anywhere">
              {supportEmail}
            </a>
            . {HELP_CONTACT_TEXTS.answerTime}
          </>
        )}
      </p>
      <p className="text-muted-foreground">
        {signedIn ? (
          HELP_CONTACT_TEXTS.askAboutProject
        ) : (
          <>
            {HELP_CONTACT_TEXTS.visitorInvitation}{' '}
            <Link to="/login" className="text-primary underline underline-offset-2">
              {HELP_CONTACT_TEXTS.askForInvitation}
            </Link>
            .
          </>
        )}
      </p>
    </section>
  );
}

/** `/platform/help`: the Help page inside the platform frame, for signed-in investors and admins. */
export function PlatformHelpPage() {
  return (
    <section aria-labelledby="help-title" className="flex max-w-3xl flex-col gap-4">
      <h1 id="help-title" className="text-2xl font-semibold text-foreground">
        {HELP_TEXTS.title}
      </h1>
      <p className="text-muted-foreground">{HELP_TEXTS.description}</p>
      <HelpContact signedIn />
      <HelpContent />
    </section>
  );
}

/** `/help`: the same answers for visitors, who may read them before they are invited (a UK platform's help is public). */
export function PublicHelpPage() {
  return (
    <VisitorScreen title={HELP_TEXTS.title} description={HELP_TEXTS.description} width="wide">
      <div className="mt-6 flex flex-col gap-6">
        <HelpContact signedIn={false} />
        <HelpContent />
      </div>
      <Link to="/" className="mt-6 inline-block text-primary underline underline-offset-2">
        Back to Keystone
      </Link>
    </VisitorScreen>
  );
}
