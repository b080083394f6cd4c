import { apiError, ErrorCode } from '@keystone/flows/errors';
import { buttonVariants } from '@keystone/ui';
import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAgreement, useAgreementLogDocument } from '../../api/agreements.ts';
import { API_BASE_URL } from '../../api/index.ts';
import { PdfView } from './pdf-view.tsx';
import { routeId } from './route-id.ts';

export const agreementLogDownloadUrl = (id: number) => `${API_BASE_URL}/agreements/${id}/logs/document?download=true`;

/** `/platform/agreement/log/{id}` (admin, seed 001 §2): the agreement's audit log as a PDF in a frame. */
export function AgreementLogPage() {
  const id = routeId(useParams().id);
  const document = useAgreementLogDocument(id);
  // The agreement's one reference (issue 32 §4), asked for beside the log.
  const reference = useAgreement(id).data?.reference ?? '';

  return (
    <section aria-labelledby="agreement-log-title" className="flex flex-col gap-4">
      <Link to={`/platform/agreement/${id}`} className="w-fit text-sm text-primary underline-offset-4 hover:underline">
        Back to the agreement
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="agreement-log-title" className="text-2xl font-semibold text-foreground">
          Agreement {reference} log
        </h1>
        <a
          href={agreementLogDownloadUrl(id)}
          download={`agreement-${reference || id}-log.pdf`}
          className={buttonVariants()}
        >
          <Download aria-hidden="true" />
          Download as PDF
        </a>
      </div>
      <PdfView
        title={`Agreement ${reference} log`}
        pdf={document.data as Blob | undefined}
        isPending={id > 0 && document.isPending}
        error={id > 0 ? document.error : apiError(ErrorCode.ILLEGAL_ACCESS)}
        onRetry={() => void document.refetch()}
      />
    </section>
  );
}
