import { formatDate } from '../format/date.ts';
import { INVESTMENT_TERM_LABELS } from '../projects/project-labels.ts';
import { taxYearDates, taxYearLabel, type TaxYear } from './tax-year.ts';

/**
 * The tax statement's words (issue 35 §1), said by its PDF, its CSV and the portal alike. Plain English: HMRC
 * prescribes no wording for a platform's statement of interest. What the statement may not do is advise: it says
 * plainly that it is not tax advice, and says what HMRC allows without promising any relief.
 */
export const TAX_STATEMENT_TEXTS = {
  title: (taxYear: TaxYear) => `Tax statement ${taxYearLabel(taxYear)}`,
  period: (taxYear: TaxYear) => {
    const { firstDay, lastDay } = taxYearDates(taxYear);
    return `Tax year ${taxYearLabel(taxYear)}: ${formatDate(firstDay)} to ${formatDate(lastDay)}, UK time.`;
  },
  notTaxAdvice:
    'This statement is not tax advice. If you are not sure how these figures affect your tax, ask a qualified tax adviser or HMRC.',
  interest:
    'Gross interest is the interest paid to you in this tax year on each investment, before any fee and before any tax.',
  // HMRC: interest in an ISA is free of income tax, and the Personal Savings Allowance is for interest outside ISAs.
  isaInterest:
    'Interest on investments in your Innovative Finance ISA is free of income tax and does not use your Personal Savings Allowance.',
  nonIsaInterest:
    'Interest on investments outside the ISA is taxable income. Your Personal Savings Allowance may cover some or all of it.',
  // ITA 2007 ss.412A-412J, "relief for irrecoverable peer-to-peer loans": HMRC lets a lender set a peer-to-peer
  // loan's irrecoverable amount against their peer-to-peer interest, on conditions. Said as what HMRC allows, never
  // as a promise that this investor may claim it.
  losses:
    'Losses are the money you lent that we recorded in this tax year as irrecoverable: what you lent less what was recovered, not the interest you were due. HMRC allows relief for irrecoverable peer-to-peer loans against peer-to-peer interest in some circumstances; whether it applies to you depends on your own situation.',
  isaLosses: 'Losses inside the ISA are shown for your records: no relief can be claimed for them.',
  investor: 'Investor',
  issued: 'Issued',
  isaHeading: 'Inside the Innovative Finance ISA',
  nonIsaHeading: 'Outside the ISA',
  totalsHeading: 'Totals',
  noInvestments: 'No interest was received and no loss was recorded in this tax year.',
  interestTotal: 'Gross interest received',
  lossTotal: 'Losses recorded as irrecoverable',
  columns: {
    taxYear: 'Tax year',
    investorId: 'Investor number',
    investor: 'Investor',
    email: 'E-mail',
    investment: 'Investment',
    project: 'Project',
    term: 'Term',
    isa: 'In the ISA',
    interest: 'Gross interest (£)',
    loss: 'Loss recorded (£)',
  },
  yes: 'Yes',
  no: 'No',
} as const;

/** One line of the statement as the PDF shows it: the project, its term and the investment's number. */
export function taxStatementLineTitle(line: {
  projectTitle: string;
  term: keyof typeof INVESTMENT_TERM_LABELS;
  investmentId: number;
}): string {
  return `${line.projectTitle} · ${INVESTMENT_TERM_LABELS[line.term]} · investment ${line.investmentId}`;
}

/** Pence as the CSV's plain pounds, two decimals, no symbol or grouping: 123456 → '1234.56'. */
export function poundsForCsv(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
