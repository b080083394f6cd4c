import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { selectAgreement, selectAgreementText, selectHasReadAgreement } from '@keystone/flows/pledge';
import { Checkbox, Spinner } from '@keystone/ui';
import { AgreementPdfLink } from '../../../../agreement-text/agreement-pdf-link.tsx';
import { AgreementTextView } from '../../../../agreement-text/agreement-text-view.tsx';
import { usePdfBlobUrl } from '../../../../agreement-text/use-pdf-blob-url.ts';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import type { StepProps } from '../steps/step-props.ts';

interface AgreementToSignProps extends Pick<StepProps, 'snapshot' | 'send'> {
  /** A desktop's width: the PDF in a frame; narrower, the agreement's text. */
  wide: boolean;
}

/**
 * The unsigned agreement `POST /pledges` answered, shown in full before signing (issue 23). On a phone its text at
 * body size, read when its end has been on screen; on a desktop the PDF in a frame (a blob: URL, as the CSP
 * allows), whose scrolling no page can see, so the investor says they read it. Opening the PDF counts on both.
 */
export function AgreementToSign({ snapshot, send, wide }: AgreementToSignProps) {
  const pdf = selectAgreement(snapshot);
  const text = selectAgreementText(snapshot);
  const read = selectHasReadAgreement(snapshot);
  const url = usePdfBlobUrl(pdf);
  const markRead = () => {
    if (!read) send({ type: 'AGREEMENT_READ' });
  };

  if (pdf === undefined) return <Spinner label={PLEDGE_TEXTS.agreementLoading} className="my-6" />;
  const pdfLink = <AgreementPdfLink href={url} onOpen={markRead} className="w-fit" />;
  if (wide || text === undefined) {
    return (
      <div className="flex flex-col gap-3">
        <iframe
          src={url}
          title={PLEDGE_TEXTS.agreementTitle}
          className="h-[28rem] w-full rounded-md border border-border bg-white"
        />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Checkbox
            label={AGREEMENT_TEXTS.readConfirm}
            hint={AGREEMENT_TEXTS.readInFrame}
            checked={read}
            disabled={read}
            onCheckedChange={(checked) => checked && markRead()}
          />
          {pdfLink}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {pdfLink}
        <p className="text-sm text-muted-foreground">{AGREEMENT_TEXTS.pdfNote}</p>
      </div>
      <AgreementTextView text={text} level={4} onReadToEnd={markRead} />
    </div>
  );
}
