import type { IsaTransfer } from '@keystone/api';
import {
  ISA_TRANSFER_DIRECTION_LABELS,
  ISA_TRANSFER_LABELS,
  ISA_TRANSFER_STATUS_LABELS,
  ISA_TRANSFER_YEARS_LABELS,
} from '@keystone/flows/isa-transfers';
import { formatDate } from '@keystone/flows/format';
import { taxYearLabel } from '@keystone/flows/tax';

/** The words of the admin's ISAs screen (issue 35 §2). */
export const ISA_ADMIN_TEXTS = {
  title: 'ISAs',
  intro:
    'ISA transfers investors asked for, to act on within 30 days of each request (HMRC), and the annual ISA report.',
  transfersTitle: 'ISA transfers',
  statusFilter: 'Show',
  statuses: ISA_TRANSFER_STATUS_LABELS,
  caption: 'ISA transfers',
  empty: 'No transfers here.',
  emptyDescription: 'Transfers investors ask for are listed here until they are recorded, rejected or cancelled.',
  columns: {
    investor: 'Investor',
    direction: ISA_TRANSFER_LABELS.direction,
    otherManager: ISA_TRANSFER_LABELS.otherManager,
    reference: 'Reference',
    years: ISA_TRANSFER_LABELS.years,
    amount: ISA_TRANSFER_LABELS.amountPence,
    status: ISA_TRANSFER_LABELS.status,
    dueBy: ISA_TRANSFER_LABELS.dueBy,
    actions: 'Actions',
  },
  directions: ISA_TRANSFER_DIRECTION_LABELS,
  years: ISA_TRANSFER_YEARS_LABELS,
  pages: 'ISA transfer pages',
  record: 'Record',
  reject: 'Reject',
  recordTransfer: (transfer: IsaTransfer) =>
    `Record the transfer of ${transfer.investorName} with ${transfer.otherManager}`,
  rejectTransfer: (transfer: IsaTransfer) =>
    `Reject the transfer of ${transfer.investorName} with ${transfer.otherManager}`,
  // The decision dialog.
  recordTitle: { IN: 'Record the money received', OUT: 'Record the money sent' } as const,
  rejectTitle: 'Reject the transfer',
  about: (transfer: IsaTransfer) =>
    `${transfer.investorName}: ${ISA_TRANSFER_DIRECTION_LABELS[transfer.direction].toLowerCase()} with ${transfer.otherManager} (reference ${transfer.otherReference}), ${ISA_TRANSFER_YEARS_LABELS[transfer.years].toLowerCase()}, asked for on ${formatDate(transfer.requestedAt)}.`,
  amount: ISA_TRANSFER_LABELS.recordedAmountPence,
  currentYear: ISA_TRANSFER_LABELS.currentYearPence,
  // HMRC ISA guidance for managers: this year's subscriptions transferred in count as this year's; earlier years'
  // money uses no allowance.
  currentYearHint:
    "As the other manager's transfer history says. It counts towards this year's allowance; the rest does not.",
  reason: ISA_TRANSFER_LABELS.reason,
  reasonHint: 'The investor is shown this.',
  recordConfirm: 'Record',
  rejectConfirm: 'Reject',
  recorded: 'The transfer is recorded and completed.',
  rejected: 'The transfer is rejected.',
  close: 'Close',
  // The report.
  reportTitle: 'Annual ISA report',
  reportIntro:
    'One row per investor who held an ISA in the tax year: subscriptions, withdrawals, transfers and the market value at 5 April.',
  taxYear: 'Tax year',
  taxYearOption: taxYearLabel,
  download: 'Download the annual ISA report',
} as const;
