import type { LegalPages } from '@keystone/api';

/** The footer's risk statement (seed 000 §2, "Footer risk statement"): its lead sentence, then the rest. */
export const RISK_STATEMENT = {
  lead: 'Your capital is at risk.',
  rest:
    'Past performance is not a reliable indicator of future results. Investments made through this platform are ' +
    'not protected by the Financial Services Compensation Scheme (FSCS).',
} as const;

/** The seed's copyright line; its year stays 2020 (seed 000 §2, "Copyright year 2020"). */
export const COPYRIGHT = '© 2020 Keystone Property Crowdfunding';

/** The titles of the four pages the footer links to, whose texts the server's configuration holds. */
export const LEGAL_PAGE_TITLES: Record<keyof LegalPages, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy notice',
  risk: 'Risk warning',
  complaints: 'Complaints',
};

/** A page's text as the configuration gives it: paragraphs separated by a blank line. */
export function legalPageParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * Beside the firm's details and the bank details while the server runs on demonstration values (settings' `demo`):
 * company number 00000000 and the sandbox's account belong to no real company.
 */
export const DEMO_MARKER = {
  label: 'Demo',
  firm: 'These are demonstration details, not a real company.',
  bank: 'Demonstration bank details: no real money moves.',
} as const;
