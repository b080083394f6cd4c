import type { TaxStatementYear } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { taxYearLabel } from '@keystone/flows/tax';
import { Button, DataTable, EmptyState, LoadingSkeleton, SkeletonTable } from '@keystone/ui';
import { Download, FileText } from 'lucide-react';
import { RefusalMessage } from '../../api/refusal.tsx';
import { useDownloadTaxStatement, useTaxStatements } from '../../api/tax-statements.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { TAX_STATEMENTS_TEXTS as TEXTS } from './tax-statements-texts.ts';

/**
 * The investor's tax statements (issue 35 §1): each tax year they had money with us, newest first, with its
 * interest and losses inside the ISA and outside it, and its statement as a PDF or a CSV. It says first that it is
 * not tax advice.
 */
export function InvestorTaxStatements() {
  const years = useTaxStatements();
  const statement = useDownloadTaxStatement();
  return (
    <section aria-labelledby="tax-statements-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="tax-statements-title" className="text-2xl font-semibold text-foreground">
          {TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{TEXTS.intro}</p>
        <p className="max-w-prose text-sm text-muted-foreground">{TEXTS.isaInterest}</p>
        <p className="max-w-prose text-sm font-medium text-foreground">{TEXTS.notTaxAdvice}</p>
      </div>
      <RefusalMessage error={statement.error} />
      {years.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={3} />
        </LoadingSkeleton>
      ) : years.isError ? (
        <LoadFailure error={years.error} onRetry={() => void years.refetch()} />
      ) : years.data.years.length === 0 ? (
        <EmptyState
          icon={<FileText aria-hidden="true" className="size-8" />}
          title={TEXTS.empty}
          description={TEXTS.emptyDescription}
        />
      ) : (
        <TaxYearsTable
          years={years.data.years}
          busy={statement.isPending}
          onDownload={(taxYear, format) => statement.download(taxYear, format, TEXTS.fileName(taxYear))}
        />
      )}
    </section>
  );
}

interface TaxYearsTableProps {
  years: readonly TaxStatementYear[];
  busy: boolean;
  onDownload: (taxYear: number, format: 'pdf' | 'csv') => void;
}

function TaxYearsTable({ years, busy, onDownload }: TaxYearsTableProps) {
  const { columns } = TEXTS;
  return (
    <DataTable
      caption={TEXTS.caption}
      cardsBelow="lg"
      rows={years}
      rowKey={(year) => year.taxYear}
      columns={[
        {
          header: columns.taxYear,
          role: 'primary',
          className: 'font-medium',
          cell: (year) => taxYearLabel(year.taxYear),
        },
        {
          header: columns.isaInterest,
          role: 'money',
          numeric: true,
          cell: (year) => formatMoney(year.isa.interestPence),
        },
        { header: columns.isaLosses, numeric: true, cell: (year) => formatMoney(year.isa.lossPence) },
        { header: columns.otherInterest, numeric: true, cell: (year) => formatMoney(year.nonIsa.interestPence) },
        { header: columns.otherLosses, numeric: true, cell: (year) => formatMoney(year.nonIsa.lossPence) },
        {
          header: columns.download,
          role: 'actions',
          cell: (year) => (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={TEXTS.downloadPdf(year.taxYear)}
                onClick={() => onDownload(year.taxYear, 'pdf')}
              >
                <Download aria-hidden="true" />
                {TEXTS.pdf}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={TEXTS.downloadCsv(year.taxYear)}
                onClick={() => onDownload(year.taxYear, 'csv')}
              >
                <Download aria-hidden="true" />
                {TEXTS.csv}
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
