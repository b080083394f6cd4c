import { buttonVariants } from '@keystone/ui';
import { FileText } from 'lucide-react';
import { autoInvestAuthorityPdfUrl } from '../../api/auto-invest.ts';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';

/** The signed standing authority's PDF, with its evidence page, in a tab of its own. */
export function AuthorityPdfLink({ authorityId }: { authorityId: number }) {
  return (
    <a
      href={autoInvestAuthorityPdfUrl(authorityId)}
      target="_blank"
      rel="noopener"
      aria-label={AUTO_INVEST_TEXTS.authorityPdfLabel(authorityId)}
      className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
    >
      <FileText aria-hidden="true" />
      {AUTO_INVEST_TEXTS.authorityPdf}
    </a>
  );
}
