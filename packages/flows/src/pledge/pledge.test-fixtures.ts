import type { PledgeFinishResponse, PledgeStartResponse, Project } from '@keystone/api';
import { millProject } from '../projects/project.test-fixture.ts';
import type { PledgeInput } from './pledge.context.ts';
import type { PledgeLimits } from './pledge-amount.rules.ts';

// Shared by the pledge flow's tests only: hand-made figures, in pence.

/** Short term: £1,000 to £50,000 left; long term: £1,000 to £40,000 left. */
export const LIMITS: PledgeLimits = {
  shortMinimumPence: 100_000,
  shortMaximumPence: 5_000_000,
  shortRemainingPence: 5_000_000,
  longMinimumPence: 100_000,
  longMaximumPence: 4_000_000,
  longRemainingPence: 4_000_000,
};

export const SHORT_ONLY_LIMITS: PledgeLimits = {
  ...LIMITS,
  longMinimumPence: null,
  longMaximumPence: null,
  longRemainingPence: null,
};

/** The mill offers DEBT and DEBT_SECURED short term; here DEBT long term too, EQUITY long term only. */
export const longProject: Project = { ...millProject, allowLongTerm: true, longDebtExpectedRate: 9 };

export const shortOnlyProject: Project = { ...millProject, allowLongTerm: false };

/** £20,000 in the e-wallet. */
export const BALANCE_PENCE = 2_000_000;

export const input: PledgeInput = { project: longProject, eWalletBalancePence: BALANCE_PENCE, limits: LIMITS };

export const STARTED: PledgeStartResponse = {
  pledgeId: 41,
  expiresAt: '2026-11-24T21:30:00.000Z',
  agreement: 'JVBERi0xLjcK',
  agreementText: {
    title: 'Investment agreement KSI0000041S',
    issued: 'Drawn up on 24/11/2026',
    sections: [{ heading: '4. Risk', blocks: [{ kind: 'PARAGRAPH', text: 'Your capital is at risk.' }] }],
  },
};

export const PAID_FROM_WALLET: PledgeFinishResponse = {
  pledgeId: 41,
  source: 'E_WALLET',
  investorName: 'Olivia Investor',
  sumPence: 100_000,
  accountName: null,
  accountNumber: null,
  sortCode: null,
  investments: [
    {
      investmentId: 5,
      agreementId: 9,
      term: 'SHORT',
      amountPence: 100_000,
      referenceNumber: 'KS-000005',
      status: 'SUCCEEDED',
    },
  ],
};

export const AWAITING_TRANSFER: PledgeFinishResponse = {
  ...PAID_FROM_WALLET,
  source: 'BANK_TRANSFER',
  accountName: 'Keystone Client Account',
  accountNumber: '12345678',
  sortCode: '112233',
  investments: PAID_FROM_WALLET.investments.map((investment) => ({ ...investment, status: 'PENDING' })),
};

export const WRONG_CODE = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'smsCode', message: 'The code is not correct' }],
};
export const CODE_ENDED = { errorCode: 20, message: 'Too many attempts. Please try again later.' };
export const OVERFUNDED = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'shortAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' }],
};
export const PROJECT_CLOSED = { errorCode: 17, message: 'The project is no longer open for pledges' };

export const DRAWN = 'data:image/png;base64,ZHJhd24=';
export const TYPED = 'data:image/png;base64,dHlwZWQ=';
