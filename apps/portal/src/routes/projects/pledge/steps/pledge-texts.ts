import { WALLET_LABELS } from '@keystone/flows/rules';

// The pledge screens' words of ours. Labels, rules, limits and messages are flows' (`@keystone/flows/pledge`:
// step, source, option and tab labels; `rules/signature.ts`).

export const PLEDGE_TEXTS = {
  flowLabel: 'Pledge steps',
  /** The payment step's heading from the e-wallet, whose step has no label (seed 001 §2). */
  paymentTitle: 'Paying from your e-wallet',
  /** The same from the Innovative Finance ISA (issue 35). */
  paymentTitleIsa: 'Paying from your Innovative Finance ISA',
  back: 'Back',
  next: 'Next',
  sourceLegend: 'How will you pay?',
  balance: 'Balance',
  /** Ours (issue 35): the ISA's choice says the cash it holds, what a pledge from it can pay. */
  isaCash: 'Cash in your ISA',
  strategyLegend: 'Choose an investment strategy',
  termLegend: 'Choose a term',
  shortTermHint: 'Your money is invested until the short term ends.',
  longTermHint: 'Pledges both the short and the long term.',
  rate: 'Expected rate',
  shortAmountLegend: 'Short-term amount',
  longAmountLegend: 'Long-term amount',
  customAmount: 'Custom amount',
  /** A custom amount is whole pounds: said before pence are typed and refused (issue 32). */
  customAmountHint: WALLET_LABELS.amountHint,
  limitsLoading: 'Reading the project’s limits…',
  statementText:
    'I understand that a long-term investment keeps my money in the project until its long term ends, that it may ' +
    'not be withdrawn earlier, and that I may lose some or all of it.',
  statementAccept: 'I accept the statement',
  conditionsText:
    'Your pledge is governed by the agreement shown at the next step, the platform’s terms and conditions and the ' +
    'project’s documents.',
  conditionsAccept: 'I agree with terms and conditions',
  termsLink: 'Read the terms and conditions',
  opensInNewTab: '(opens in a new tab)',
  agreementTitle: 'Agreement',
  agreementLoading: 'Preparing your agreement…',
  /** In place of the agreement after an unexpected failure, which the generic modal tells. */
  agreementFailed: 'Your agreement could not be prepared.',
  signatureLegend: 'Your signature',
  drawLabel: 'Draw your signature',
  clear: 'Clear',
  typedName: 'Type your name',
  typedPreview: 'Your typed signature',
  uploadLabel: 'Signature image',
  uploadHint: 'A PNG or JPEG image',
  uploadedPreview: 'Your uploaded signature',
  sign: 'Sign',
  retry: 'Try again',
  /**
   * In place of 'Processing investment...' after an unexpected failure, which the generic modal tells: whether the
   * payment was made is not known (the answer may have been lost after it was), so nothing more is claimed.
   */
  paymentFailed: 'Your payment could not be confirmed.',
  codeTitle: 'Enter the code',
  codeDescription: 'We sent a code by SMS to your phone. Enter it to sign the agreement.',
  code: 'Code',
  submitCode: 'Submit',
  resend: 'Send a new code',
  resent: 'A new code was sent.',
  confirmTransfer: 'I have transferred the funds',
  successTitle: 'Thank you for your pledge',
  whatNext: 'What happens next',
  nextWallet: [
    'The amount has been taken from your e-wallet and the investment is active.',
    'Your signed agreement is in your agreements.',
    'The investment appears on your dashboard.',
  ],
  // Ours (issue 35): paid from the Innovative Finance ISA, the investment is held in it.
  nextIsa: [
    'The amount has been taken from the cash in your Innovative Finance ISA and the investment, held in your ISA, is active.',
    'Your signed agreement is in your agreements.',
    'The investment appears on your dashboard, marked ISA.',
  ],
  nextTransfer: [
    `Your investment stays pending until your transfer arrives. ${WALLET_LABELS.transferDelay}.`,
    'Your signed agreement is in your agreements.',
    'The investment appears on your dashboard.',
  ],
  toDashboard: 'Go to the dashboard',
  backToProject: 'Back to the project',
} as const;
