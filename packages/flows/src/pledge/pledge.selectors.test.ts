import type { InvestmentTerm, PledgeFinishResponse } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '../errors/display.ts';
import {
  selectAgreement,
  selectAgreementText,
  selectHasReadAgreement,
  selectSignWaitReason,
  selectAmountDefaults,
  selectAmountRules,
  selectCanGoNext,
  selectCanPledgeLong,
  selectCanSign,
  selectError,
  selectIsPaymentDone,
  selectSignature,
  selectAcceptRule,
  selectStrategies,
  selectTransferInstructions,
  selectTransferNotice,
} from './pledge.selectors.ts';
import { pledgeContext, pledgeRefusalText } from './pledge.context.ts';
import { pledgeMachine } from './pledge.machine.ts';
import { pledgeSnapshotAt, type PledgeStateValue } from './pledge.snapshots.ts';
import { MINIMUMS } from './pledge.test-actor.ts';
import {
  AWAITING_TRANSFER,
  DRAWN,
  input,
  OVERFUNDED,
  PROJECT_CLOSED,
  shortOnlyProject,
  STARTED,
  TYPED,
} from './pledge.test-fixtures.ts';

describe('choices offered', () => {
  it('offers the short-term strategies, and long term only with a strategy it offers', () => {
    const snapshot = pledgeSnapshotAt('term', input, { investStrategy: 'DEBT' });

    expect(selectStrategies(snapshot)).toEqual(['DEBT_SECURED', 'DEBT']);
    expect(selectCanPledgeLong(snapshot)).toBe(true);
    expect(selectCanPledgeLong(pledgeSnapshotAt('term', input, { investStrategy: 'DEBT_SECURED' }))).toBe(false);
    expect(
      selectCanPledgeLong(
        pledgeSnapshotAt('term', { ...input, project: shortOnlyProject }, { investStrategy: 'DEBT' }),
      ),
    ).toBe(false);
  });
});

describe('the amount step', () => {
  it('starts the form from the options and amounts chosen before', () => {
    const snapshot = pledgeSnapshotAt('amount', input, {
      shortOption: 'CUSTOM',
      shortAmountPence: 250_000,
      longOption: 'REMAINING',
      longAmountPence: 4_000_000,
    });

    expect(selectAmountDefaults(snapshot)).toEqual({
      shortOption: 'CUSTOM',
      shortCustomText: '2500',
      longOption: 'REMAINING',
      longCustomText: '',
    });
  });

  it('starts with no option chosen the first time', () => {
    const snapshot = pledgeMachine.resolveState({
      value: 'amount',
      context: { ...pledgeContext(input), source: 'E_WALLET', investStrategy: 'DEBT', term: 'LONG' },
    });

    expect(selectAmountDefaults(snapshot)).toEqual({
      shortOption: undefined,
      shortCustomText: '',
      longOption: undefined,
      longCustomText: '',
    });
    expect(selectCanGoNext(snapshot, selectAmountDefaults(snapshot))).toBe(false);
  });

  it('says before signing that a long-term pledge by bank transfer makes two transfers', () => {
    const notice = (source: 'E_WALLET' | 'BANK_TRANSFER', term: InvestmentTerm) =>
      selectTransferNotice(pledgeSnapshotAt('amount', input, { source, term }));

    expect(notice('BANK_TRANSFER', 'LONG')).toMatch(/two transfers.*each quoting its own reference/);
    expect([notice('BANK_TRANSFER', 'SHORT'), notice('E_WALLET', 'LONG')]).toEqual([undefined, undefined]);
  });

  it('gives the form the rules for the term and source chosen', () => {
    const rules = selectAmountRules(pledgeSnapshotAt('amount', input, { source: 'E_WALLET', term: 'SHORT' }));

    expect(rules(MINIMUMS)).toEqual([]);
    // Remaining is what the £20,000 in the e-wallet can pay (issue 32 §2); a pound more is refused.
    expect(rules({ ...MINIMUMS, shortOption: 'REMAINING' })).toEqual([]);
    expect(rules({ ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '20001' })).toEqual([
      { field: 'source', message: expect.stringMatching(/^The e-wallet has insufficient funds for the pledge\. /) },
    ]);
  });

  it('tells whether NEXT would advance with the choice', () => {
    const snapshot = pledgeSnapshotAt('amount', input, { source: 'E_WALLET', term: 'SHORT' });

    expect(selectCanGoNext(snapshot)).toBe(false);
    expect(selectCanGoNext(snapshot, MINIMUMS)).toBe(true);
  });
});

describe('selectAcceptRule', () => {
  it("words an unticked box with its step's message", () => {
    const unticked = (value: PledgeStateValue) => selectAcceptRule(pledgeSnapshotAt(value, input))(false);
    expect(unticked('conditions')).toBe('You must agree with terms and conditions');
    expect(unticked('statement')).toBe('You must accept the statement to pledge long term');
    expect(unticked({ payment: 'awaitingTransfer' })).toBe('You must confirm transferred funds');
  });

  it('accepts a ticked box', () => {
    expect(selectAcceptRule(pledgeSnapshotAt('conditions', input))(true)).toBeUndefined();
  });
});

describe('the signature step', () => {
  it('shows the tab on screen and signs only with its image', () => {
    const signing = pledgeSnapshotAt({ eSignature: 'signing' }, input, {
      agreement: 'JVBERi0xLjcK',
      signatures: { TYPE: TYPED },
    });

    expect(selectAgreement(signing)).toBe('JVBERi0xLjcK');
    expect(selectSignature(signing)).toBeUndefined();
    expect(selectCanSign(signing)).toBe(false);
    const typed = pledgeSnapshotAt({ eSignature: 'signing' }, input, {
      eSignatureType: 'TYPE',
      signatures: { DRAW: DRAWN, TYPE: TYPED },
      agreementRead: true,
    });
    expect(selectSignature(typed)).toBe(TYPED);
    expect(selectCanSign(typed)).toBe(true);
  });

  it('keeps Sign until the agreement was shown in full, and says why', () => {
    const unread = pledgeSnapshotAt({ eSignature: 'signing' }, input, { agreementText: STARTED.agreementText });

    expect(selectAgreementText(unread)).toEqual(STARTED.agreementText);
    expect(selectHasReadAgreement(unread)).toBe(false);
    expect(selectSignWaitReason(unread, 'scrolling')).toBe(
      'You can sign once you have read the agreement: scroll it to the end, or open the PDF.',
    );
    const read = pledgeSnapshotAt({ eSignature: 'signing' }, input, { agreementRead: true });
    expect(selectHasReadAgreement(read)).toBe(true);
    expect(selectSignWaitReason(read, 'scrolling')).toBe(
      'You can sign once you have drawn, typed or uploaded your signature.',
    );
    expect(selectSignWaitReason(pledgeSnapshotAt({ eSignature: 'enteringCode' }, input), 'scrolling')).toBeUndefined();
  });
});

describe('the payment', () => {
  it('hands the step what the server answered, for the portal to tell (a refusal) or leave to the modal', () => {
    expect(selectError(pledgeSnapshotAt({ payment: 'failed' }, input, { error: PROJECT_CLOSED }))).toBe(PROJECT_CLOSED);
    expect(selectError(pledgeSnapshotAt({ payment: 'finishing' }, input))).toBeUndefined();
  });

  it("words a refusal in the server's message", () => {
    expect(pledgeRefusalText(PROJECT_CLOSED)).toBe('The project is no longer open for pledges');
  });

  it('words a refusal by what was wrong with the pledge when the server names it on a field', () => {
    expect(pledgeRefusalText(OVERFUNDED)).toBe('Custom Amount shall be less than the Remaining Amount');
  });

  it('words a failure without words in the generic text', () => {
    expect(pledgeRefusalText(new Error(''))).toBe(GENERIC_ERROR.text);
  });

  it('asks for one transfer per investment', () => {
    const awaiting = (finish: PledgeFinishResponse) =>
      selectTransferInstructions(pledgeSnapshotAt({ payment: 'awaitingTransfer' }, input, { finish }));
    const [short] = AWAITING_TRANSFER.investments;
    const long = { ...short!, investmentId: 6, term: 'LONG' as const, referenceNumber: 'KS-000006' };

    expect(awaiting(AWAITING_TRANSFER)).toBe('Pay by bank transfer to the account below, quoting the reference.');
    expect(awaiting({ ...AWAITING_TRANSFER, investments: [short!, long] })).toMatch(/^Make two transfers/);
  });

  it('counts the payment done once made, awaiting the transfer or not', () => {
    expect(selectIsPaymentDone(pledgeSnapshotAt({ payment: 'finishing' }, input))).toBe(false);
    expect(selectIsPaymentDone(pledgeSnapshotAt({ payment: 'failed' }, input))).toBe(false);
    expect(selectIsPaymentDone(pledgeSnapshotAt({ payment: 'awaitingTransfer' }, input))).toBe(true);
    expect(selectIsPaymentDone(pledgeSnapshotAt('success', input))).toBe(true);
  });
});
