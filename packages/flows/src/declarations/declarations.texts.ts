import type { InvestorType, SelfCertifiedCondition } from '@keystone/api';
import { formatMoney } from '../format/money.ts';

/**
 * The declaration each investor category signs before investing (COBS 4.12A, issue 24 §4). The FCA prescribes
 * statements for restricted mass market investments (COBS 4 Annex 2R to 5R); their published text could not be
 * obtained when these were written, so these are our own plain-English declarations covering the same conditions,
 * to be replaced word for word by the FCA's (with a new version) once compliance supplies them. An advised investor
 * has no prescribed statement. Each text carries a version, stored with the declaration and in the journey log:
 * change the words, change the version.
 */

/** The money thresholds of the high net worth declaration, in pence. */
export const HIGH_NET_WORTH_INCOME_PENCE = 10_000_000;
export const HIGH_NET_WORTH_NET_ASSETS_PENCE = 25_000_000;
/** The share of their net investable assets an everyday investor may put in these investments in 12 months. */
export const EVERYDAY_LIMIT_PERCENT = 10;
/** How old a sophisticated investor's certificate may be when the declaration is signed. */
export const CERTIFICATE_VALIDITY_MONTHS = 36;
/** How long a signed declaration holds before it is asked for again. */
export const DECLARATION_VALIDITY_MONTHS = 12;

const money = (pence: number) => formatMoney(pence, { wholePounds: true });

export interface DeclarationText {
  version: string;
  title: string;
  /** The declaration in full, paragraph by paragraph, as shown and signed. */
  paragraphs: readonly string[];
  /** The tick box's words: ticking it signs. */
  accept: string;
}

const RISK_ACCEPTANCE =
  'I accept that the investments these promotions relate to may expose me to a significant risk of losing all of the money I invest. I am aware that I can ask for advice from someone who specialises in advising on these investments.';

export const DECLARATION_TEXTS: Readonly<Record<InvestorType, DeclarationText>> = {
  HIGH_NET_WORTH_INVESTOR: {
    version: 'declaration-high-net-worth.v1',
    title: 'High net worth investor declaration',
    paragraphs: [
      'I make this declaration so that I can receive promotions of restricted mass market investments, such as the property loans and shares offered on Keystone, as a high net worth investor.',
      `I declare that at least one of the following applies to me. In the financial year before today I had an annual income of ${money(HIGH_NET_WORTH_INCOME_PENCE)} or more (not counting money taken from my pension savings, unless used directly as income in retirement). Or, throughout the financial year before today, I held net assets of ${money(HIGH_NET_WORTH_NET_ASSETS_PENCE)} or more (not counting my main home or any loan secured on it, my rights under a qualifying contract of insurance, my pension benefits, or money taken from my pension savings).`,
      RISK_ACCEPTANCE,
    ],
    accept: 'I have read this declaration and I confirm it is true. I sign it by ticking this box.',
  },
  EVERYDAY_INVESTOR: {
    version: 'declaration-everyday.v1',
    title: 'Everyday investor declaration',
    paragraphs: [
      'I make this declaration so that I can receive promotions of restricted mass market investments, such as the property loans and shares offered on Keystone, as an everyday (restricted) investor.',
      `I declare that in the 12 months before today I have not invested more than ${EVERYDAY_LIMIT_PERCENT}% of my net investable assets in restricted mass market investments, and that I will not invest more than ${EVERYDAY_LIMIT_PERCENT}% of my net investable assets in them in the next 12 months. Net investable assets do not include my main home or any loan secured on it, my rights under a qualifying contract of insurance, or my pension savings.`,
      RISK_ACCEPTANCE,
    ],
    accept: 'I have read this declaration and I confirm it is true. I sign it by ticking this box.',
  },
  CERTIFIED_SOPHISTICATED_INVESTOR: {
    version: 'declaration-certified-sophisticated.v1',
    title: 'Certified sophisticated investor declaration',
    paragraphs: [
      'I make this declaration so that I can receive promotions of restricted mass market investments, such as the property loans and shares offered on Keystone, as a certified sophisticated investor.',
      `I declare that I have a written certificate, signed within the last ${CERTIFICATE_VALIDITY_MONTHS} months by a firm authorised by the Financial Conduct Authority, confirming that I have been assessed by that firm as sufficiently knowledgeable to understand the risks of these investments.`,
      RISK_ACCEPTANCE,
    ],
    accept: 'I have read this declaration and I confirm it is true. I sign it by ticking this box.',
  },
  SELF_CERTIFIED_INVESTOR: {
    version: 'declaration-self-certified-sophisticated.v1',
    title: 'Self-certified sophisticated investor declaration',
    paragraphs: [
      'I make this declaration so that I can receive promotions of restricted mass market investments, such as the property loans and shares offered on Keystone, as a self-certified sophisticated investor.',
      'I declare that at least one of the following applies to me: in the last two years I have made two or more investments in an unlisted company; or in the last two years I have worked in a professional capacity in private equity or in providing finance to small and medium enterprises; or in the last two years I have been a director of a company with an annual turnover of at least £1 million; or I am, and have been for at least the last six months, a member of a network or syndicate of business angels.',
      RISK_ACCEPTANCE,
    ],
    accept: 'I have read this declaration and I confirm it is true. I sign it by ticking this box.',
  },
  ADVISED_INVESTOR: {
    version: 'declaration-advised.v1',
    title: 'Advised investor declaration',
    paragraphs: [
      'I declare that I am receiving regulated investment advice, or investment management services, from a firm authorised by the Financial Conduct Authority in relation to the investments I make on Keystone.',
      RISK_ACCEPTANCE,
    ],
    accept: 'I have read this declaration and I confirm it is true. I sign it by ticking this box.',
  },
};

/** The versions a declaration may be signed with, per category: today's only. */
export function isCurrentDeclarationVersion(investorType: InvestorType, version: string): boolean {
  return DECLARATION_TEXTS[investorType].version === version;
}

export const SELF_CERTIFIED_CONDITION_LABELS: Readonly<Record<SelfCertifiedCondition, string>> = {
  UNLISTED_INVESTMENTS: 'I have made two or more investments in an unlisted company in the last two years',
  PRIVATE_EQUITY_OR_SME_FINANCE:
    'I have worked in private equity or in finance for small and medium enterprises in the last two years',
  COMPANY_DIRECTOR: 'I have been a director of a company with a turnover of at least £1 million in the last two years',
  BUSINESS_ANGEL_NETWORK: 'I have been a member of a business angels network or syndicate for at least six months',
};

/** The figure fields' labels and hints, shared by the KYC stage, the re-sign gate and the admin's reading. */
export const DECLARATION_FIELD_LABELS = {
  annualIncome: 'Your annual income in the last financial year (£)',
  netAssets: 'Your net assets throughout the last financial year (£)',
  highNetWorthHint: `Give at least one: an income of ${money(HIGH_NET_WORTH_INCOME_PENCE)} or more, or net assets of ${money(HIGH_NET_WORTH_NET_ASSETS_PENCE)} or more.`,
  netInvestableAssets: 'Your net investable assets (£)',
  netInvestableAssetsHint: `Your savings and investments, not counting your home, pension or insurance. You can invest up to ${EVERYDAY_LIMIT_PERCENT}% of this in 12 months.`,
  certificateFirm: 'Firm that issued your certificate',
  certificateDate: 'Date of your certificate',
  selfCertifiedCondition: 'Which of these applies to you?',
  conditionDetails: 'Details (for example the companies, your role or the network)',
  adviserFirmName: "Your adviser's firm",
  adviserFirmReference: "Your adviser's FCA firm reference number",
  adviserFirmReferenceHint: 'Six or seven digits, as on the Financial Services Register.',
} as const;

export const DECLARATION_MESSAGES = {
  accept: 'Tick the box to sign the declaration',
  highNetWorthFigureRequired: 'Give your annual income or your net assets',
  highNetWorthBelow: `An annual income of at least ${money(HIGH_NET_WORTH_INCOME_PENCE)} or net assets of at least ${money(HIGH_NET_WORTH_NET_ASSETS_PENCE)} is needed`,
  amountRequired: 'Enter an amount',
  amountInvalid: 'Enter an amount in pounds, such as 25,000',
  netInvestableAssetsZero: 'Enter your net investable assets, more than £0',
  required: 'This field is required',
  tooLong: (max: number) => `At most ${max} characters`,
  certificateDateInvalid: 'Enter the date as on the certificate',
  certificateDateFuture: 'The certificate cannot be dated after today',
  certificateTooOld: `The certificate must be dated within the last ${CERTIFICATE_VALIDITY_MONTHS} months`,
  firmReferenceInvalid: 'The FCA firm reference number is six or seven digits',
  notAsked: 'This category does not ask for this figure',
  wrongCategory: 'This is not the category saved on your profile',
  unknownTextVersion: 'These words are not the current ones. Please reload the page',
  otherCategoryVersion:
    "The box was ticked for another category's declaration. Please read this one and tick it to sign",
} as const;

/** What the gate before a pledge and the wizard say about the declaration. */
export const DECLARATION_SCREEN_TEXTS = {
  resignHeading: 'Please sign your investor declaration',
  resignMissing: 'Before you invest, please read and sign the declaration for your investor category.',
  resignExpired: (signedOn: string) =>
    `The declaration you signed on ${signedOn} is more than 12 months old. Please read and sign it again before you invest.`,
  sign: 'Sign the declaration',
  signedUntil: (until: string) => `You signed this declaration. It is valid until ${until}.`,
} as const;

/**
 * The refusal at the amount step and from the server (code 45): the limit and what is left, in whole pounds where
 * they are whole.
 */
export function everydayLimitMessage({ limit, left }: { limit: number; left: number }): string {
  return `As an everyday investor you can invest up to ${formatMoney(limit)} in 12 months (${EVERYDAY_LIMIT_PERCENT}% of the net investable assets you declared). You have ${formatMoney(left)} left.`;
}
