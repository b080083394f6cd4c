import type { ProjectStatus, RepaymentState, TransactionStatus } from '@keystone/api';
import type { CalendarDate } from '../rules/calendar-date.ts';
import { firstSaleDate, lastSaleDate } from './resale-dates.ts';
import { RESALE_BLOCK_MESSAGES } from './resale.messages.ts';

/** What decides whether an investment may be listed now, read by the server (and shown by the portal). */
export interface ResaleEligibilityFacts {
  investmentStatus: TransactionStatus;
  projectStatus: ProjectStatus;
  repaymentState: RepaymentState;
  /** When the holder's part became theirs: paid for, or bought. */
  heldSince: Date;
  /** The term's end (actual, else planned), when the part is repaid. */
  termEndDate: CalendarDate;
  /** Today, London date. */
  today: CalendarDate;
  /** Whether the investment has an OPEN or PARTLY_SOLD listing. */
  listed: boolean;
}

/** The project statuses in which a loan is lent out and not yet repaid: its parts have a value to sell. */
const RUNNING: ReadonlySet<ProjectStatus> = new Set([
  'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN',
  'FULLY_FUNDED_DEVELOPMENT_BEGAN',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
  'COMPLETE_SHORT_TERM',
  'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG',
]);

/**
 * Why the investment may not be sold now, or `undefined` when it may (issue 37 §1). The order is the order a seller
 * would fix them in: the loan's state first, then the dates, then an existing listing. The same rule suspends an
 * open listing that meets one of them later (`listed` false then: the listing itself is what is asked about).
 */
export function resaleBlock(facts: ResaleEligibilityFacts): string | undefined {
  if (facts.investmentStatus !== 'SUCCEEDED') return RESALE_BLOCK_MESSAGES.notPaid;
  switch (facts.repaymentState) {
    case 'LATE':
      return RESALE_BLOCK_MESSAGES.late;
    case 'IN_DEFAULT':
      return RESALE_BLOCK_MESSAGES.inDefault;
    case 'IN_RECOVERY':
      return RESALE_BLOCK_MESSAGES.inRecovery;
    case 'CLOSED_RECOVERED':
    case 'CLOSED_WRITTEN_OFF':
      return RESALE_BLOCK_MESSAGES.closed;
    case 'ON_TIME':
      break;
  }
  if (!RUNNING.has(facts.projectStatus)) return RESALE_BLOCK_MESSAGES.notRunning;
  if (facts.today > lastSaleDate(facts.termEndDate)) return RESALE_BLOCK_MESSAGES.nearEnd(facts.termEndDate);
  const from = firstSaleDate(facts.heldSince);
  if (facts.today < from) return RESALE_BLOCK_MESSAGES.tooNew(from);
  if (facts.listed) return RESALE_BLOCK_MESSAGES.listed;
  return undefined;
}
