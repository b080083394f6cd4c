import type { ResaleFigures } from '@keystone/api';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { Button, Checkbox, Spinner } from '@keystone/ui';
import { AgreementPdfLink } from '../../../agreement-text/agreement-pdf-link.tsx';
import { usePdfBlobUrl } from '../../../agreement-text/use-pdf-blob-url.ts';
import { useSeenToEnd } from '../../../agreement-text/use-seen-to-end.ts';
import { ResaleFiguresList } from './resale-figures-list.tsx';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

export interface PurchaseReviewProps {
  figures: ResaleFigures | undefined;
  /** The draft assignment, a base64 PDF. */
  agreement: string | undefined;
  /** The same assignment in words, for a phone. */
  agreementText: string | undefined;
  read: boolean;
  labelledBy: string;
  onRead: () => void;
  onNext: () => void;
  onBack: () => void;
}

/**
 * The purchase as the server started it: the price for today (capital, interest earned so far, price) and the draft
 * assignment, shown in full before signing (issue 23, as a pledge's agreement): its words at body size, read once
 * their end has been on screen, or its PDF opened, or read confirmed.
 */
export function PurchaseReview({
  figures,
  agreement,
  agreementText,
  read,
  labelledBy,
  onRead,
  onNext,
  onBack,
}: PurchaseReviewProps) {
  const url = usePdfBlobUrl(agreement);
  const markRead = () => {
    if (!read) onRead();
  };
  const end = useSeenToEnd<HTMLParagraphElement>(agreementText === undefined ? undefined : markRead);
  if (figures === undefined || agreement === undefined) {
    return <Spinner label={RESALE_LISTING_TEXTS.starting} className="my-6" />;
  }
  const waitId = `${labelledBy}-read-first`;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-foreground">{RESALE_LISTING_TEXTS.reviewIntro}</p>
      <ResaleFiguresList figures={figures} className="max-w-md" />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <AgreementPdfLink href={url} onOpen={markRead} className="w-fit" />
        <p className="text-sm text-muted-foreground">{AGREEMENT_TEXTS.pdfNote}</p>
      </div>
      {agreementText !== undefined && (
        <article
          aria-label={RESALE_LISTING_TEXTS.assignmentLabel}
          className="flex flex-col gap-2 rounded-md border border-border bg-surface p-4 text-base break-words text-foreground sm:p-6"
        >
          {agreementText.split('\n').map((line, index, lines) => (
            <p key={index} ref={index === lines.length - 1 ? end : undefined}>
              {line}
            </p>
          ))}
        </article>
      )}
      <Checkbox
        label={RESALE_LISTING_TEXTS.readConfirm}
        checked={read}
        disabled={read}
        onCheckedChange={(checked) => checked && markRead()}
      />
      {!read && (
        <p id={waitId} className="text-sm text-muted-foreground">
          {RESALE_LISTING_TEXTS.readFirst}
        </p>
      )}
      <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
        <Button type="button" variant="outline" onClick={onBack}>
          {RESALE_LISTING_TEXTS.back}
        </Button>
        <Button type="button" size="lg" disabled={!read} aria-describedby={read ? undefined : waitId} onClick={onNext}>
          {RESALE_LISTING_TEXTS.next}
        </Button>
      </div>
    </div>
  );
}
