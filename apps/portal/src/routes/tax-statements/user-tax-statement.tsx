import { taxYearOf } from '@keystone/flows/tax';
import { Button, Select } from '@keystone/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { RefusalMessage } from '../../api/refusal.tsx';
import { useDownloadUserTaxStatement } from '../../api/tax-statements.ts';
import { recentTaxYears, TAX_STATEMENT_RUNS_TEXTS as TEXTS, TAX_STATEMENTS_TEXTS } from './tax-statements-texts.ts';

/**
 * On an investor's page for the admin (issue 35 §1): their tax statement of a chosen year, as a PDF or a CSV. A year
 * before their money first moved answers 404 code 42, said here.
 */
export function UserTaxStatement({ userId, today = new Date() }: { userId: number; today?: Date }) {
  const years = recentTaxYears(taxYearOf(today));
  const [taxYear, setTaxYear] = useState(years[0]?.value ?? '');
  const statement = useDownloadUserTaxStatement();
  const download = (format: 'pdf' | 'csv') =>
    statement.download(userId, Number(taxYear), format, `${TAX_STATEMENTS_TEXTS.fileName(Number(taxYear))}-${userId}`);
  return (
    <section aria-labelledby="user-tax-statement" className="flex flex-col gap-3">
      <h2 id="user-tax-statement" className="text-lg font-semibold text-foreground">
        {TEXTS.userHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{TEXTS.userHint}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Select label={TEXTS.taxYear} options={years} value={taxYear} onValueChange={setTaxYear} className="sm:w-48" />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={statement.isPending} onClick={() => download('pdf')}>
            <Download aria-hidden="true" />
            {TEXTS.userDownloadPdf}
          </Button>
          <Button variant="outline" disabled={statement.isPending} onClick={() => download('csv')}>
            <Download aria-hidden="true" />
            {TEXTS.userDownloadCsv}
          </Button>
        </div>
      </div>
      <RefusalMessage error={statement.error} />
    </section>
  );
}
