import { Link } from 'react-router';
import { VisitorScreen } from '../login/visitor-screen/index.ts';
import { HELP_TEXTS, HelpContent } from './help-content.tsx';

/** `/platform/help`: the Help page inside the platform frame, for signed-in investors and admins. */
export function PlatformHelpPage() {
  return (
    <section aria-labelledby="help-title" className="flex max-w-3xl flex-col gap-4">
      <h1 id="help-title" className="text-2xl font-semibold text-foreground">
        {HELP_TEXTS.title}
      </h1>
      <p className="text-muted-foreground">{HELP_TEXTS.description}</p>
      <HelpContent />
    </section>
  );
}

/** `/help`: the same answers for visitors, who may read them before they are invited (a UK platform's help is public). */
export function PublicHelpPage() {
  return (
    <VisitorScreen title={HELP_TEXTS.title} description={HELP_TEXTS.description} width="wide">
      <div className="mt-6">
        <HelpContent />
      </div>
      <Link to="/" className="mt-6 inline-block text-primary underline underline-offset-2">
        Back to Keystone
      </Link>
    </VisitorScreen>
  );
}
