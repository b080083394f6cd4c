import type { IsaTransfer } from '@keystone/api';
import {
  ISA_TRANSFER_DIRECTION_LABELS,
  ISA_TRANSFER_HOW_LABELS,
  ISA_TRANSFER_LABELS,
  ISA_TRANSFER_YEARS_LABELS,
} from '@keystone/flows/isa-transfers';
import { formatDate } from '@keystone/flows/format';

/** The words of the investor's ISA transfers screen (issue 35 §2). */
export const ISA_TRANSFERS_TEXTS = {
  title: 'ISA transfers',
  // HMRC ISA guidance for managers, 'Transfer an ISA if you're an ISA manager': a transfer goes manager to manager.
  intro:
    'Move an ISA you hold with another manager to your Innovative Finance ISA here, or move yours here to another manager. Ask us rather than withdrawing: money you withdraw and pay in again counts as a new subscription. A transfer is due to be completed within 30 days of your request.',
  transferIn: 'Transfer an ISA to us',
  transferOut: 'Transfer out',
  caption: 'Your ISA transfers',
  empty: 'You have not asked for an ISA transfer.',
  emptyDescription: 'Transfers you ask for are listed here with where each has got to.',
  columns: {
    direction: ISA_TRANSFER_LABELS.direction,
    otherManager: ISA_TRANSFER_LABELS.otherManager,
    years: ISA_TRANSFER_LABELS.years,
    amount: ISA_TRANSFER_LABELS.amountPence,
    status: ISA_TRANSFER_LABELS.status,
    requestedAt: ISA_TRANSFER_LABELS.requestedAt,
    actions: 'Actions',
  },
  directions: ISA_TRANSFER_DIRECTION_LABELS,
  years: ISA_TRANSFER_YEARS_LABELS,
  how: ISA_TRANSFER_HOW_LABELS,
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  dueBy: (transfer: IsaTransfer) => `Due by ${formatDate(transfer.dueBy)}`,
  pages: 'ISA transfer pages',
  // The request dialog.
  requestTitle: { IN: 'Transfer an ISA to us', OUT: 'Transfer your ISA out' } as const,
  requestDescription: {
    IN: 'Tell us who manages the ISA you want to move here. We ask them for it; nothing leaves your hands.',
    OUT: "Tell us which manager your ISA is moving to. Only your ISA's cash moves: money lent stays lent until it is repaid.",
  } as const,
  otherManager: ISA_TRANSFER_LABELS.otherManager,
  otherReference: ISA_TRANSFER_LABELS.otherReference,
  whichMoney: ISA_TRANSFER_LABELS.years,
  howMuch: 'How much',
  amount: ISA_TRANSFER_LABELS.amountPence,
  // HMRC ISA guidance for managers: this year's subscriptions are transferred whole.
  wholeHint: "This tax year's subscriptions can only move whole. Earlier years' money can move in part.",
  send: 'Ask for the transfer',
  requested: 'Your transfer is requested. We will tell you when it is completed.',
  // Cancelling.
  cancel: 'Cancel',
  cancelTransfer: (transfer: IsaTransfer) =>
    `Cancel the transfer with ${transfer.otherManager} asked for on ${formatDate(transfer.requestedAt)}`,
  cancelTitle: 'Cancel this transfer?',
  cancelDescription: (transfer: IsaTransfer) =>
    `${ISA_TRANSFER_DIRECTION_LABELS[transfer.direction]} with ${transfer.otherManager}, asked for on ${formatDate(transfer.requestedAt)}. Nothing has moved yet.`,
  cancelConfirm: 'Cancel the transfer',
  keep: 'Keep it',
  cancelled: 'The transfer is cancelled.',
  close: 'Close',
} as const;
