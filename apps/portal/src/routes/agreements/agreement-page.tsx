import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { apiError, ErrorCode } from '@keystone/flows/errors';
import { AGREEMENT_KIND_LABELS, AGREEMENT_STATUS_LABELS } from '@keystone/flows/labels';
import { Badge, buttonVariants, Spinner } from '@keystone/ui';
import { Download, ScrollText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AgreementPdfLink } from '../../agreement-text/agreement-pdf-link.tsx';
import { AgreementTextView } from '../../agreement-text/agreement-text-view.tsx';
import { useAgreement, useAgreementDocument, useAgreementText } from '../../api/agreements.ts';
import { API_BASE_URL } from '../../api/index.ts';
import { useWideScreen } from '../../layout/use-wide-screen.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { useSession } from '../../session/index.ts';
import { agreementsPath } from './agreements-list-query.ts';
import { AGREEMENT_STATUS_TONES } from './agreements-table.tsx';
import { PdfView } from './pdf-view.tsx';
import { routeId } from './route-id.ts';

/** The agreement's PDF, opened in a tab of its own (the session cookie lets the browser fetch it). */
export const agreementPdfUrl = (id: number) => `${API_BASE_URL}/agreements/${id}/document`;

/** The agreement as a file to save: the same document, answered as an attachment. */
export const agreementDownloadUrl = (id: number) => `${agreementPdfUrl(id)}?download=true`;

/**
 * `/platform/agreement/{id}` (seed 001 §2): the agreement's PDF in a frame on a desktop, its text on a phone (where
 * an A4 page is unreadably small, issue 23) with the PDF a tap away, 'Download as PDF', and for admins the way to
 * its audit log. The investor who signed it or an admin; anyone else is told so by the server (code 10).
 */
export function AgreementPage() {
  const id = routeId(useParams().id);
  const { user } = useSession();
  const wide = useWideScreen();
  const document = useAgreementDocument(id, wide);
  // Asked beside the document, not before it: the title's reference and the status badge.
  const agreement = useAgreement(id).data;

  return (
    <section aria-labelledby="agreement-title" className="flex flex-col gap-4">
      <Link to={agreementsPath('all')} className="w-fit text-sm text-primary underline-offset-4 hover:underline">
        Back to agreements
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="agreement-title" className="text-2xl font-semibold text-foreground">
            Agreement {agreement?.reference ?? ''}
          </h1>
          {agreement && (
            <Badge tone={AGREEMENT_STATUS_TONES[agreement.status]}>{AGREEMENT_STATUS_LABELS[agreement.status]}</Badge>
          )}
          {agreement && (
            // What it is (issue 37): a pledge's agreement, or this side's copy of a resale assignment.
            <span className="text-sm text-muted-foreground">{AGREEMENT_KIND_LABELS[agreement.kind]}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {user?.role === 'ADMIN' && (
            <Link to={`/platform/agreement/log/${id}`} className={buttonVariants({ variant: 'outline' })}>
              <ScrollText aria-hidden="true" />
              Agreement log
            </Link>
          )}
          <a
            href={agreementDownloadUrl(id)}
            download={`agreement-${agreement?.reference ?? id}.pdf`}
            className={buttonVariants()}
          >
            <Download aria-hidden="true" />
            Download as PDF
          </a>
        </div>
      </div>
      {wide ? (
        <PdfView
          title={`Agreement ${agreement?.reference ?? ''}`}
          pdf={document.data as Blob | undefined}
          isPending={id > 0 && document.isPending}
          error={id > 0 ? document.error : illegalAccess}
          onRetry={() => void document.refetch()}
        />
      ) : (
        <AgreementTextPart id={id} />
      )}
    </section>
  );
}

// An address that is no agreement's id is answered as the server would answer it, without asking.
const illegalAccess = apiError(ErrorCode.ILLEGAL_ACCESS);

/** The agreement's words on a phone, the PDF a tap above them. */
function AgreementTextPart({ id }: { id: number }) {
  const text = useAgreementText(id);
  if (id > 0 && text.isPending) return <Spinner label="Loading the document" className="mx-auto my-10" />;
  if (id <= 0 || text.error || text.data === undefined) {
    return <LoadFailure error={id > 0 ? text.error : illegalAccess} onRetry={() => void text.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <AgreementPdfLink href={agreementPdfUrl(id)} className="w-fit" />
        <p className="text-sm text-muted-foreground">{AGREEMENT_TEXTS.pdfNote}</p>
      </div>
      <AgreementTextView text={text.data} level={2} />
    </div>
  );
}
