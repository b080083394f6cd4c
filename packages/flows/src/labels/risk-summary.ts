import { RISK_SUMMARY_TITLE } from './risk-summary-link.ts';

/** The FCA's own pages on investing, which the summary points to. */
export const FCA_INVESTING_URL = 'https://www.fca.org.uk/investsmart';

export interface RiskSummarySection {
  heading: string;
  paragraphs: readonly string[];
}

/**
 * The risk summary behind the risk warning's link (COBS 4.12A): the five key risks the FCA's template names, in our
 * own plain words. The reading time is a promise: `readingMinutes` checks it in the tests.
 */
export const RISK_SUMMARY = {
  /** Which wording was shown, as the journey log records it. Change it with any change of the words below. */
  version: 'risk-summary-2026-11-27',
  title: RISK_SUMMARY_TITLE,
  readingTime: 'Estimated reading time: 2 min',
  intro:
    'The Financial Conduct Authority (FCA), which regulates financial services in the UK, treats the loans and ' +
    'shares offered on Keystone as high-risk investments. Before you invest, please read what that means for you.',
  sections: [
    {
      heading: 'You could lose all the money you invest',
      paragraphs: [
        'Property projects can go wrong: building can cost more or take longer than planned, a sale can fetch less ' +
          'than hoped, and the company running a project can fail. If that happens, you are likely to lose all the ' +
          'money you put into it, not just part of it.',
      ],
    },
    {
      heading: 'You are unlikely to be protected if something goes wrong',
      paragraphs: [
        'The Financial Services Compensation Scheme (FSCS) pays people back when some kinds of firm fail. It does ' +
          'not cover these investments, so nobody will pay you back if a project fails.',
        'You can complain to the Financial Ombudsman Service if you think we treated you unfairly, but it cannot ' +
          'help because an investment simply did badly.',
      ],
    },
    {
      heading: "You won't get your money back quickly",
      paragraphs: [
        'Your money stays in a project until it ends, which can take months or years, and sometimes longer than ' +
          'planned. You cannot usually sell your investment early, and if you find someone to buy it, they may pay ' +
          'less than you did.',
      ],
    },
    {
      heading: "Don't put all your eggs in one basket",
      paragraphs: [
        'Spreading your money across different investments means you rely less on any one of them. A good rule of ' +
          'thumb is to put no more than 10% of your money into high-risk investments like these.',
      ],
    },
    {
      heading: 'Returns can be lower or later than you expect',
      paragraphs: [
        'The return shown for a project is a target, not a promise. Payments can be smaller than planned, arrive ' +
          'late or not arrive at all.',
      ],
    },
  ] satisfies readonly RiskSummarySection[],
  moreInfo: "To learn more about investing and how to protect yourself, visit the FCA's website:",
  fcaLink: "The FCA's guide to investing",
  /** The dialog's way out. */
  close: 'Close',
  /** The page's way out. */
  back: 'Back to Keystone',
} as const;

/** Every word the summary shows, in reading order. */
export function riskSummaryWords(): string[] {
  const texts = [
    RISK_SUMMARY.title,
    RISK_SUMMARY.readingTime,
    RISK_SUMMARY.intro,
    ...RISK_SUMMARY.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    RISK_SUMMARY.moreInfo,
    RISK_SUMMARY.fcaLink,
  ];
  return texts.flatMap((text) => text.split(/\s+/)).filter((word) => word !== '');
}

/** An unhurried reader's pace for plain text on a screen (words a minute). */
export const READING_WORDS_PER_MINUTE = 200;

/** Whole minutes a text of `wordCount` words takes to read, at least one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE));
}
