import { describe, expect, it } from 'vitest';
import {
  ISA_TRANSFER_MESSAGES,
  isaTransferDueBy,
  isaTransferFormErrors,
  isaTransferFormRequest,
  isaTransferRecordFormErrors,
  isaTransferRecordFormRecord,
  isaTransferRecordErrors,
  isaTransferRequestErrors,
  validateIsaTransferOutAmount,
} from './isa-transfer.rules.ts';

const request = {
  direction: 'IN',
  otherManager: 'Northern Savings plc',
  otherReference: 'NS-123456',
  years: 'ALL',
} as const;

describe('an ISA transfer request', () => {
  it('passes with the other manager, the reference and the whole amount', () => {
    expect(isaTransferRequestErrors(request)).toEqual({});
  });

  it('asks for the other manager and a reference of letters, digits, spaces, slashes and hyphens', () => {
    expect(isaTransferRequestErrors({ ...request, otherManager: ' ', otherReference: '' })).toEqual({
      otherManager: ISA_TRANSFER_MESSAGES.otherManagerRequired,
      otherReference: ISA_TRANSFER_MESSAGES.otherReferenceRequired,
    });
    expect(isaTransferRequestErrors({ ...request, otherReference: 'NS;123' })).toEqual({
      otherReference: ISA_TRANSFER_MESSAGES.otherReferenceInvalid,
    });
    expect(isaTransferRequestErrors({ ...request, otherManager: 'x'.repeat(101) })).toEqual({
      otherManager: ISA_TRANSFER_MESSAGES.otherManagerTooLong,
    });
  });

  it("allows a part only of earlier years' money: this year's subscriptions move whole (HMRC)", () => {
    expect(isaTransferRequestErrors({ ...request, years: 'PREVIOUS_YEARS', amountPence: 50_000 })).toEqual({});
    expect(isaTransferRequestErrors({ ...request, years: 'CURRENT_YEAR', amountPence: 50_000 })).toEqual({
      amountPence: ISA_TRANSFER_MESSAGES.partOfThisYear,
    });
    expect(isaTransferRequestErrors({ ...request, years: 'ALL', amountPence: 50_000 })).toEqual({
      amountPence: ISA_TRANSFER_MESSAGES.partOfThisYear,
    });
    expect(isaTransferRequestErrors({ ...request, years: 'PREVIOUS_YEARS', amountPence: 0 })).toEqual({
      amountPence: ISA_TRANSFER_MESSAGES.amountInvalid,
    });
  });

  it("refuses a transfer out above the ISA's cash, saying how much it holds", () => {
    expect(validateIsaTransferOutAmount(100_000, 100_000)).toBeUndefined();
    expect(validateIsaTransferOutAmount(100_001, 100_000)).toBe(
      'The ISA holds £1,000.00 in cash: a transfer out cannot be more than that',
    );
  });

  it('is due 30 calendar days after it is asked for', () => {
    expect(isaTransferDueBy(new Date('2026-03-20T10:00:00.000Z')).toISOString()).toBe('2026-04-19T10:00:00.000Z');
  });
});

describe("a transfer's record", () => {
  it("takes this year's part from which money moved", () => {
    expect(isaTransferRecordErrors({ amountPence: 1000, currentYearPence: 400 }, 'ALL')).toEqual({});
    expect(isaTransferRecordErrors({ amountPence: 1000, currentYearPence: 1000 }, 'CURRENT_YEAR')).toEqual({});
    expect(isaTransferRecordErrors({ amountPence: 1000, currentYearPence: 0 }, 'PREVIOUS_YEARS')).toEqual({});
    expect(isaTransferRecordErrors({ amountPence: 1000, currentYearPence: 999 }, 'CURRENT_YEAR')).toEqual({
      currentYearPence: ISA_TRANSFER_MESSAGES.currentYearNotAll,
    });
    expect(isaTransferRecordErrors({ amountPence: 1000, currentYearPence: 1 }, 'PREVIOUS_YEARS')).toEqual({
      currentYearPence: ISA_TRANSFER_MESSAGES.currentYearNotNone,
    });
    expect(isaTransferRecordErrors({ amountPence: 1000, currentYearPence: 1001 }, 'ALL')).toEqual({
      currentYearPence: ISA_TRANSFER_MESSAGES.currentYearInvalid,
    });
    expect(isaTransferRecordErrors({ amountPence: 0, currentYearPence: 0 }, 'ALL')).toEqual({
      amountPence: ISA_TRANSFER_MESSAGES.amountInvalid,
    });
    // At most £100,000,000 at once, the contract's ceiling, so no balance passes what a number holds exactly.
    expect(isaTransferRecordErrors({ amountPence: 10_000_000_000, currentYearPence: 0 }, 'ALL')).toEqual({});
    expect(isaTransferRecordErrors({ amountPence: 10_000_000_001, currentYearPence: 0 }, 'ALL')).toEqual({
      amountPence: ISA_TRANSFER_MESSAGES.amountInvalid,
    });
  });
});

describe('the forms', () => {
  const values = {
    direction: 'IN',
    otherManager: 'Northern Savings plc',
    otherReference: 'NS-1',
    years: 'PREVIOUS_YEARS',
    how: 'PART',
    amount: '£1,250.50',
  } as const;

  it('sends the request the server checks, the amount in pence only for a part', () => {
    expect(isaTransferFormErrors(values)).toEqual([]);
    expect(isaTransferFormRequest(values)).toEqual({
      direction: 'IN',
      otherManager: 'Northern Savings plc',
      otherReference: 'NS-1',
      years: 'PREVIOUS_YEARS',
      amountPence: 125_050,
    });
    expect(isaTransferFormRequest({ ...values, how: 'WHOLE' })).not.toHaveProperty('amountPence');
    expect(isaTransferFormErrors({ ...values, years: 'ALL' })).toEqual([
      { field: 'amount', message: ISA_TRANSFER_MESSAGES.partOfThisYear },
    ]);
    expect(isaTransferFormErrors({ ...values, amount: '' })).toEqual([
      { field: 'amount', message: 'Field is required' },
    ]);
  });

  it("records the amount and this year's part, an empty part being none", () => {
    expect(isaTransferRecordFormErrors({ amount: '100', currentYear: '' }, 'PREVIOUS_YEARS')).toEqual([]);
    expect(isaTransferRecordFormRecord({ amount: '100', currentYear: '' })).toEqual({
      amountPence: 10_000,
      currentYearPence: 0,
    });
    expect(isaTransferRecordFormErrors({ amount: '100', currentYear: '20' }, 'PREVIOUS_YEARS')).toEqual([
      { field: 'currentYear', message: ISA_TRANSFER_MESSAGES.currentYearNotNone },
    ]);
    expect(isaTransferRecordFormErrors({ amount: 'x', currentYear: '' }, 'ALL')).toEqual([
      { field: 'amount', message: 'Incorrect amount' },
    ]);
  });
});
