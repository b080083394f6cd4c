import { MAKE_PAYMENT_LABEL } from '@keystone/flows/payouts';

// The repayment screens' own words (issue 34 §3); the states' labels and next steps are flows' (repayment-state-labels).

export const REPAYMENT_TEXTS = {
  noticeTitle: 'How this loan is being repaid',
  since: (date: string) => `Since ${date}`,
  whatNext: 'What happens next',
  panelTitle: 'Repayment',
  owed: 'Still owed to investors',
  recovered: 'Recovered for investors',
  losses: 'Written off as losses',
  lateAfter: (days: number) => `A payment is marked late ${days} days after its due date.`,
  changeLateDays: 'Change it in platform settings',
  moveTitle: 'Change the repayment state',
  moveTo: 'New state',
  choose: 'Choose a state',
  reason: 'Reason',
  reasonHint: 'Kept in the history below, with your name and the time.',
  move: 'Change state',
  noMoves: 'This loan is closed: its repayment state cannot change.',
  recoveryTitle: 'Record money recovered',
  recoveryAmount: 'Amount recovered',
  recoveryHint: 'Paid at once to the investors, in proportion to what each is owed.',
  record: 'Record and pay out',
  unpaidTitle: 'Recovered but not yet paid',
  unpaidHint: 'Held in the project wallet until the investor can be paid, as a payout that failed.',
  makePayment: MAKE_PAYMENT_LABEL,
  historyTitle: 'History',
  noHistory: 'The loan has been on time since it was funded.',
  bySystem: 'Automatic',
  investmentsNotice: 'Loans that are not being repaid on time',
} as const;
