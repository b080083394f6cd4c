import type { AutoInvestAuthorityStarted } from '@keystone/api';
import { Button, Checkbox, Spinner } from '@keystone/ui';
import { AgreementPdfLink } from '../../agreement-text/agreement-pdf-link.tsx';
import { usePdfBlobUrl } from '../../agreement-text/use-pdf-blob-url.ts';
import { useSeenToEnd } from '../../agreement-text/use-seen-to-end.ts';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';

export interface AuthorityReadingProps {
  draft: AutoInvestAuthorityStarted | undefined;
  read: boolean;
  labelledBy: string;
  onRead: () => void;
  onNext: () => void;
  onBack: () => void;
}

/**
 * The draft standing authority, shown in full before signing (issue 23, as a pledge's agreement): its words at body
 * size (a phone cannot show the PDF), read once their end has been on screen, or its PDF opened, or read confirmed.
 */
export function AuthorityReading({ draft, read, labelledBy, onRead, onNext, onBack }: AuthorityReadingProps) {
  const url = usePdfBlobUrl(draft?.agreement || undefined);
  const markRead = () => {
    if (!read) onRead();
  };
  const end = useSeenToEnd<HTMLParagraphElement>(draft === undefined ? undefined : markRead);
  if (draft === undefined) return <Spinner label={AUTO_INVEST_TEXTS.starting} className="my-6" />;
  const waitId = `${labelledBy}-read-first`;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-foreground">{AUTO_INVEST_TEXTS.readIntro}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <AgreementPdfLink href={url} onOpen={markRead} className="w-fit" />
        <p className="text-sm text-muted-foreground">{AUTO_INVEST_TEXTS.pdfNote}</p>
      </div>
      <article
        aria-label={AUTO_INVEST_TEXTS.authorityLabel}
        className="flex flex-col gap-2 rounded-md border border-border bg-surface p-4 text-base break-words text-foreground sm:p-6"
      >
        {draft.agreementText.split('\n').map((line, index, lines) => (
          <p key={index} ref={index === lines.length - 1 ? end : undefined}>
            {line}
          </p>
        ))}
      </article>
      <Checkbox
        label={AUTO_INVEST_TEXTS.readConfirm}
        checked={read}
        disabled={read}
        onCheckedChange={(checked) => checked && markRead()}
      />
      {!read && (
        <p id={waitId} className="text-sm text-muted-foreground">
          {AUTO_INVEST_TEXTS.readFirst}
        </p>
      )}
      <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
        <Button type="button" variant="outline" onClick={onBack}>
          {AUTO_INVEST_TEXTS.back}
        </Button>
        <Button type="button" size="lg" disabled={!read} aria-describedby={read ? undefined : waitId} onClick={onNext}>
          {AUTO_INVEST_TEXTS.next}
        </Button>
      </div>
    </div>
  );
}
