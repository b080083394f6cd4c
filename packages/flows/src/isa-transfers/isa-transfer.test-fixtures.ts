import type { IsaTransfer } from '@keystone/api';

/** A transfer in, as the server answers it, for the machine's tests and the portal's stories. */
export const requestedIsaTransfer: IsaTransfer = {
  id: 7,
  userId: 3,
  investorName: 'Ian Isa',
  direction: 'IN',
  otherManager: 'Northern Savings plc',
  otherReference: 'NS-123456',
  years: 'ALL',
  amountPence: null,
  status: 'REQUESTED',
  requestedAt: '2026-11-02T10:00:00.000Z',
  dueBy: '2026-12-02T10:00:00.000Z',
  decidedAt: null,
  recordedAmountPence: null,
  currentYearPence: null,
  reason: null,
};

export const completedIsaTransfer: IsaTransfer = {
  ...requestedIsaTransfer,
  status: 'COMPLETED',
  decidedAt: '2026-11-10T09:00:00.000Z',
  recordedAmountPence: 1_250_000,
  currentYearPence: 250_000,
};

export const cancelledIsaTransfer: IsaTransfer = {
  ...requestedIsaTransfer,
  status: 'CANCELLED',
  decidedAt: '2026-11-03T09:00:00.000Z',
};

export const rejectedIsaTransfer: IsaTransfer = {
  ...requestedIsaTransfer,
  status: 'REJECTED',
  decidedAt: '2026-11-04T09:00:00.000Z',
  reason: 'The other manager does not hold an ISA with this reference',
};
