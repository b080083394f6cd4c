import { LEGAL_PAGE_TITLES, legalPageParagraphs, linkedText } from '@keystone/flows/labels';
import { LoadingSkeleton, SkeletonText } from '@keystone/ui';
import { Link } from 'react-router';
import { usePublicSettings } from '../../api/settings.ts';
import type { LegalPageName } from '../../brand/legal-links.ts';
import { VisitorScreen } from '../login/visitor-screen/index.ts';

/**
 * The terms, privacy, risk or complaints page, open to anyone: its title is the portal's, its text the server's
 * configuration (`GET /settings`, LEGAL_PAGES_DIR), so a firm words its own pages without a new build. Its web and
 * e-mail addresses are links.
 */
export function LegalPage({ page }: { page: LegalPageName }) {
  const text = usePublicSettings().data?.legalPages[page];
  return (
    <VisitorScreen title={LEGAL_PAGE_TITLES[page]} width="wide">
      {text === undefined ? (
        <LoadingSkeleton className="mt-4">
          <SkeletonText lines={12} />
        </LoadingSkeleton>
      ) : (
        <div className="mt-4 space-y-3 text-foreground">
          {legalPageParagraphs(text).map((paragraph) => (
            <p key={paragraph}>
              {linkedText(paragraph).map(({ text, href }, index) =>
                href === undefined ? (
                  text
                ) : (
                  <a key={index} href={href} className="text-primary underline underline-offset-2 wrap-anywhere">
                    {text}
                  </a>
                ),
              )}
            </p>
          ))}
        </div>
      )}
      <Link to="/" className="mt-6 inline-block text-primary underline underline-offset-2">
        Back to Keystone
      </Link>
    </VisitorScreen>
  );
}
