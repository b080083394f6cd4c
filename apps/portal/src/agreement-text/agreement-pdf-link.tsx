import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { buttonVariants } from '@keystone/ui';
import { FileText } from 'lucide-react';

interface AgreementPdfLinkProps {
  /** The PDF's address: the API's, or a blob: URL of the draft. */
  href: string | undefined;
  /** Opening the PDF shows the agreement in full: the pledge counts it as read. */
  onOpen?: () => void;
  className?: string;
}

/** The agreement's PDF in a tab of its own (a phone's viewer or download), one tap from the text. */
export function AgreementPdfLink({ href, onOpen, className }: AgreementPdfLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onClick={onOpen}
      aria-disabled={href === undefined || undefined}
      className={buttonVariants({ variant: 'outline', className })}
    >
      <FileText aria-hidden="true" />
      {AGREEMENT_TEXTS.openPdf}
    </a>
  );
}
