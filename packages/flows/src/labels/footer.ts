import type { LegalPages } from '@keystone/api';
import { COPYRIGHT_YEAR } from '../constants.ts';
import { formatYear } from '../format/date.ts';

/** The footer's risk statement (seed 000 §2, "Footer risk statement"): its lead sentence, then the rest. */
export const RISK_STATEMENT = {
  lead: 'Your capital is at risk.',
  rest:
    'Past performance is not a reliable indicator of future results. Investments made through this platform are ' +
    'not protected by the Financial Services Compensation Scheme (FSCS).',
} as const;

/**
 * The copyright line: from the seed's year (seed 000 §2, "Copyright year 2020"), the first publication, to this year
 * by the clock, so the footer never shows a stale year alone.
 */
export function copyrightLine(today: Date): string {
  const year = formatYear(today);
  const years = year === String(COPYRIGHT_YEAR) ? year : `${COPYRIGHT_YEAR}–${year}`;
  return `© ${years} Keystone Property Crowdfunding`;
}

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

/** A stretch of a paragraph: plain text, or an address to open (a web page, or an e-mail to write). */
export interface LinkedTextPart {
  text: string;
  href?: string;
}

// A web address (with its scheme, or starting www.) or an e-mail address; a full stop or comma after it ends the sentence.
const addressPattern = /(?:https?:\/\/|www\.)[^\s]*[^\s.,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A paragraph of a configured page with its web and e-mail addresses made links (`mailto:`, `https://`). */
export function linkedText(paragraph: string): LinkedTextPart[] {
  const parts: LinkedTextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(addressPattern)) {
    const address = match[0];
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    const href =
      address.includes('@') && !address.includes('/')
        ? `mailto:${address}`
        : address.startsWith('www.')
          ? `https://${address}`
          : address;
    parts.push({ text: address, href });
    last = match.index + address.length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
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
