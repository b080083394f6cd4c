import type { AutoInvestSource } from '@keystone/api';
import { AGREEMENT_TEXTS } from '@keystone/flows/agreement';
import { autoInvestAuthorityReference, type AutoInvestOutcome } from '@keystone/flows/auto-invest';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { PLEDGE_SOURCE_LABELS } from '@keystone/flows/pledge';
import { INVEST_STRATEGY_HINTS, INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';

/** The words of the investor's auto-invest page (issue 38 §1, §3): its own, or flows' where they are shared. */
export const AUTO_INVEST_TEXTS = {
  title: 'Auto-invest',
  intro:
    'Auto-invest puts money into new projects for you, by rules you set, when each project opens. It is optional: you can pause, change or end it at any time, and you can still invest by hand.',
  // The rules form.
  formTitle: 'Your rules',
  changeTitle: 'Change your rules',
  amountPerProject: 'Most to invest in one project',
  amountPerProjectHint:
    'Whole pounds. Each project gets at most this from you, and never less than its own minimum investment: a project whose minimum is higher is skipped.',
  totalInvested: 'Most to keep invested',
  totalInvestedHint:
    'Whole pounds. All your money in projects counts, however you invested it. Auto-invest stops while you hold this much or more.',
  minRate: 'Lowest yearly rate to accept (%)',
  minRateHint: 'Projects expected to pay less than this a year are skipped. Up to two decimal places.',
  maxTerm: 'Longest term to accept (months)',
  maxTermHint: 'Projects whose term runs longer than this are skipped. From 1 to 120 months.',
  terms: 'Terms to invest in',
  termsHint: 'A project may offer a short term, a long term or both.',
  termLabels: INVESTMENT_TERM_LABELS,
  strategy: 'Strategy',
  strategyLabels: INVEST_STRATEGY_LABELS,
  strategyHints: INVEST_STRATEGY_HINTS,
  source: 'Pay from',
  sourceLabels: { E_WALLET: PLEDGE_SOURCE_LABELS.E_WALLET, ISA: PLEDGE_SOURCE_LABELS.ISA } satisfies Record<
    AutoInvestSource,
    string
  >,
  sourceHints: {
    E_WALLET: 'Only the money already in your e-wallet is used.',
    ISA: 'Only the cash already in your ISA is used, within your ISA allowance.',
  } satisfies Record<AutoInvestSource, string>,
  startButton: 'Read the authority',
  saveButton: 'Save the rules',
  cancel: 'Cancel',
  starting: 'Preparing your authority…',
  // Reading and signing the standing authority.
  readTitle: 'Read your standing authority',
  readIntro:
    'This authority lets us invest for you by your rules until you pause or end it. Nothing is invested until you sign it.',
  authorityLabel: 'Standing authority',
  pdfNote: AGREEMENT_TEXTS.pdfNote,
  readConfirm: 'I have read the whole authority',
  readFirst: 'Read the whole authority first: scroll to its end, open the PDF, or tick the box.',
  next: 'Next',
  back: 'Back',
  signTitle: 'Sign your standing authority',
  sign: 'Sign',
  codeDescription: 'Enter the code we sent to your phone to sign your standing authority.',
  signFailed: 'We could not sign your authority. Please try again.',
  // The current rules.
  currentTitle: 'Your auto-invest',
  reference: 'Reference',
  signedOn: 'Signed on',
  rulesChangedOn: 'Rules last changed on',
  endedOn: 'Ended on',
  moneyWaiting: 'Money waiting to be invested',
  moneyWaitingHint: 'The cash in the account your rules pay from, up to what is left below your total.',
  authorityPdf: 'Signed authority (PDF)',
  authorityPdfLabel: (id: number) => `Signed authority ${autoInvestAuthorityReference(id)} (PDF)`,
  rulesList: {
    amountPerProject: 'Most in one project',
    totalInvested: 'Most kept invested',
    minRate: 'Lowest yearly rate',
    maxTerm: 'Longest term',
    terms: 'Terms',
    strategy: 'Strategy',
    source: 'Pays from',
  },
  money: (pence: number) => formatMoney(pence),
  percent: (rate: number) => `${rate}%`,
  months: (months: number) => (months === 1 ? '1 month' : `${months} months`),
  date: (iso: string) => formatDate(iso),
  pause: 'Pause',
  resume: 'Resume',
  change: 'Change rules',
  end: 'End auto-invest',
  stateFailed: 'We could not change your auto-invest. Please try again.',
  // Ending.
  endTitle: 'End auto-invest?',
  endDescription:
    'Ending stops auto-invest for good: no new project will be invested in under this authority. What is already invested stays invested and is repaid as usual. To use auto-invest again you would set new rules and sign a new authority.',
  endConfirm: 'End auto-invest',
  endKeep: 'Keep it',
  newRules: 'Set new rules',
  // What the last change did, kept on screen after the page is read again.
  outcomes: {
    signed: 'Your standing authority is signed. Your rules apply to projects that open for pledges from now on.',
    paused: 'Auto-invest is paused. Nothing is invested for you until you resume it.',
    resumed: 'Auto-invest is on again, for projects that open from now on.',
    changed: 'Your rules are changed. They apply to projects that open for pledges from now on.',
    ended: 'Your auto-invest has ended. Nothing more will be invested for you under it.',
  } satisfies Record<AutoInvestOutcome, string>,
  // The investing gate: where each refusal is finished.
  gateLinks: {
    15: { to: '/platform/kyc', text: 'Finish your identity checks' },
    46: {
      to: '/platform/projects',
      text: 'Go to the projects',
      hint: 'The steps for a first-time investor start from any project’s page, under “Invest here”. You can stop before pledging anything.',
    },
    43: {
      to: '/platform/projects',
      text: 'Go to the projects',
      hint: 'Once your cooling-off period has ended, confirm it from any project’s page, under “Invest here”.',
    },
    47: {
      to: '/platform/projects',
      text: 'Go to the projects',
      hint: 'Your investor declaration is renewed from any project’s page, under “Invest here”.',
    },
  } as Record<number, { to: string; text: string; hint?: string }>,
  // How a project is shared.
  shareTitle: 'How we share a project',
  shareParagraphs: [
    'When a project opens for pledges, part of it may be kept first for auto-investors. We set that part for each project before it opens.',
    'Each investor whose rules match the project asks for their amount per project, no more than the money waiting in the account their rules pay from and what is left below their total. If all the asks fit in the part kept, everyone gets their ask.',
    'If they do not fit, each investor gets a share in proportion to their ask, rounded down to the pound. The pounds left over from rounding go one each to the shares that lost the most in rounding (the largest remainder).',
    'Where two shares lost the same, the order is a number drawn from the project’s number and the authority’s number, which changes from project to project. It never depends on when you signed up or who signed first.',
    'A share below the project’s minimum investment is not made: the smallest ask is set aside and the part is shared again among the rest. Whatever auto-investors do not take opens to everyone at once.',
  ],
} as const;
