import { buttonVariants } from '@keystone/ui';
import { Download, ScrollText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAgreementDocument } from '../../api/agreements.ts';
import { API_BASE_URL } from '../../api/index.ts';
import { useSession } from '../../session/index.ts';
import { agreementsPath } from './agreements-list-query.ts';
import { PdfView } from './pdf-view.tsx';
import { routeId } from './route-id.ts';

/** The agreement as a file to save: the same document, answered as an attachment. */
export const agreementDownloadUrl = (id: number) => `${API_BASE_URL}/agreements/${id}/document?download=true`;

/**
 * `/platform/agreement/{id}` (seed 001 §2): the agreement's PDF in a frame, 'Download as PDF', and for admins the
 * way to its audit log. The investor who signed it or an admin; anyone else is told so by the server (code 10).
 */
export function AgreementPage() {
  const id = routeId(useParams().id);
  const { user } = useSession();
  const document = useAgreementDocument(id);

  return (
    <section aria-labelledby="agreement-title" className="flex flex-col gap-4">
      <Link to={agreementsPath('all')} className="w-fit text-sm text-primary underline-offset-4 hover:underline">
        Back to agreements
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="agreement-title" className="text-2xl font-semibold text-foreground">
          Agreement {id > 0 ? id : ''}
        </h1>
        <div className="flex flex-wrap gap-2">
          {user?.role === 'ADMIN' && (
            <Link to={`/platform/agreement/log/${id}`} className={buttonVariants({ variant: 'outline' })}>
              <ScrollText aria-hidden="true" />
              Agreement log
            </Link>
          )}
          <a href={agreementDownloadUrl(id)} download={`agreement-${id}.pdf`} className={buttonVariants()}>
            <Download aria-hidden="true" />
            Download as PDF
          </a>
        </div>
      </div>
      <PdfView
        title={`Agreement ${id}`}
        pdf={document.data as Blob | undefined}
        isPending={id > 0 && document.isPending}
        error={id > 0 ? document.error : { errorCode: 10, message: 'Illegal access' }}
        onRetry={() => void document.refetch()}
      />
    </section>
  );
}
