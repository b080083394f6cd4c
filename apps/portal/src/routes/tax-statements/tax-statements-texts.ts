import type { TaxStatementRun, TaxStatementRunStatus } from '@keystone/api';
import { TAX_STATEMENT_TEXTS, taxYearLabel } from '@keystone/flows/tax';

/** The investor's statements and the admin's runs. */
export const TAX_STATEMENTS_PATH = '/platform/tax-statements';

/** The tax statements screens' own words; what the statement itself says is flows' `TAX_STATEMENT_TEXTS`. */
export const TAX_STATEMENTS_TEXTS = {
  title: 'Tax statements',
  intro:
    'Your gross interest received and your losses recorded as irrecoverable, for each UK tax year (6 April to 5 April) you had money with us. Download a year as a PDF, or as a CSV for a spreadsheet.',
  isaInterest: TAX_STATEMENT_TEXTS.isaInterest,
  notTaxAdvice: TAX_STATEMENT_TEXTS.notTaxAdvice,
  caption: 'Your tax years, newest first, with the interest and losses inside the ISA and outside it',
  empty: 'No tax statements yet',
  emptyDescription: 'A tax year appears here once money has moved in your account.',
  columns: {
    taxYear: 'Tax year',
    isaInterest: 'ISA interest',
    isaLosses: 'ISA losses',
    otherInterest: 'Interest outside the ISA',
    otherLosses: 'Losses outside the ISA',
    download: 'Download',
  },
  pdf: 'PDF',
  csv: 'CSV',
  downloadPdf: (taxYear: number) => `Download the ${taxYearLabel(taxYear)} statement as a PDF`,
  downloadCsv: (taxYear: number) => `Download the ${taxYearLabel(taxYear)} statement as a CSV`,
  fileName: (taxYear: number) => `tax-statement-${taxYearLabel(taxYear).replace('/', '-')}`,
  dashboardLink: 'Tax statements',
  dashboardLinkHint: 'Interest and losses for each tax year, as PDF or CSV',
} as const;

const RUN_STATUS_LABELS: { readonly [status in TaxStatementRunStatus]: string } = {
  PENDING: 'Being made',
  DONE: 'Ready',
  FAILED: 'Failed',
};

/** The admin's page of runs, and the download on a user's page. */
export const TAX_STATEMENT_RUNS_TEXTS = {
  title: 'Tax statements',
  intro:
    "Make every investor's tax statement for a tax year: one zip with each investor's PDF and one CSV of all their figures. It takes a few minutes; this page shows when it is ready.",
  startHeading: 'Make statements for a tax year',
  taxYear: 'Tax year',
  start: 'Make statements',
  starting: 'Starting…',
  started: (run: TaxStatementRun) => `Making the ${taxYearLabel(run.taxYear)} statements. This page updates itself.`,
  caption: 'Runs of every investor’s tax statements, newest first',
  empty: 'No statements made yet',
  emptyDescription: 'Choose a tax year above to make every investor’s statements.',
  columns: {
    taxYear: 'Tax year',
    status: 'Status',
    investors: 'Investors',
    requestedBy: 'Started by',
    requestedAt: 'Started',
    finishedAt: 'Finished',
    actions: 'Actions',
  },
  status: RUN_STATUS_LABELS,
  download: 'Download zip',
  downloadRun: (run: TaxStatementRun) => `Download zip of the ${taxYearLabel(run.taxYear)} statements, run ${run.id}`,
  notFinished: '—',
  userHeading: 'Tax statement',
  userHint: "This investor's interest and losses for a tax year.",
  userDownloadPdf: 'Download PDF',
  userDownloadCsv: 'Download CSV',
} as const;

/** The tax years an admin may choose: the current one and the five before it, newest first. */
export function recentTaxYears(current: number): { value: string; label: string }[] {
  return Array.from({ length: 6 }, (_, index) => current - index).map((year) => ({
    value: String(year),
    label: taxYearLabel(year),
  }));
}
