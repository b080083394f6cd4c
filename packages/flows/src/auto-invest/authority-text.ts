import type { AgreementBlock, AgreementText, AutoInvestRules } from '@keystone/api';
import { formatDate, formatExactDateTime, formatMoney, formatPercent } from '../format/index.ts';
import { RISK_STATEMENT } from '../labels/footer.ts';
import { PLEDGE_SOURCE_LABELS } from '../pledge/pledge.labels.ts';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '../projects/project-labels.ts';
import { autoInvestAuthorityReference } from './auto-invest.constants.ts';

/** What a standing authority (issue 38 §1) is made from: the firm, the investor, the authority and its rules. */
export interface AutoInvestAuthorityFacts {
  firm: { name: string; companyNumber: string; registeredOffice: string; regulatorStatus: string };
  investor: { name: string; email: string };
  authorityId: number;
  /** The rules as signed. */
  rules: AutoInvestRules;
  /** When it was drawn up: the start for the draft, the signature for the signed copy (the server's clock). */
  issuedAt: Date;
}

export const autoInvestAuthorityTitle = (reference: string) => `Auto-invest standing authority ${reference}`;

const rows = (pairs: readonly (readonly [string, string])[]): AgreementBlock => ({
  kind: 'ROWS',
  rows: pairs.map(([label, value]) => ({ label, value })),
});

const paragraph = (text: string): AgreementBlock => ({ kind: 'PARAGRAPH', text });

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

/** The terms the rules take, in words: 'Short term', 'Long term' or 'Short term and long term'. */
function termsInWords(terms: AutoInvestRules['terms']): string {
  const ordered = (['SHORT', 'LONG'] as const).filter((term) => terms.includes(term));
  return ordered
    .map((term, index) => (index === 0 ? INVESTMENT_TERM_LABELS[term] : INVESTMENT_TERM_LABELS[term].toLowerCase()))
    .join(' and ');
}

/**
 * The standing authority's words, section by section: the one source of what it says. The server prints these
 * sections as its PDF (the draft and the signed copy) and answers them, as one text, with the start, for a phone;
 * `signedAt` is given for the signed copy. Plain English of our own; nothing in it asks anyone to invest more.
 */
export function autoInvestAuthorityText(facts: AutoInvestAuthorityFacts, signedAt?: Date): AgreementText {
  const { rules, firm, investor } = facts;
  const reference = autoInvestAuthorityReference(facts.authorityId);
  return {
    title: autoInvestAuthorityTitle(reference),
    issued: `Drawn up on ${formatDate(facts.issuedAt)}`,
    sections: [
      {
        heading: '1. The parties',
        blocks: [
          rows([
            ['The platform', firm.name],
            ['Company number', firm.companyNumber],
            ['Registered office', firm.registeredOffice],
            ['Regulation', firm.regulatorStatus],
            ['The investor', investor.name],
            ['E-mail', investor.email],
            ['Reference', reference],
          ]),
        ],
      },
      {
        heading: '2. The rules',
        blocks: [
          rows([
            ['Most in one project', formatMoney(rules.amountPerProjectPence)],
            ['Most to keep invested', formatMoney(rules.totalInvestedPence)],
            ['Lowest expected rate', `${formatPercent(rules.minRatePercent)} a year`],
            ['Longest term', months(rules.maxTermMonths)],
            ['Terms', termsInWords(rules.terms)],
            ['Strategy', INVEST_STRATEGY_LABELS[rules.investStrategy]],
            ['Paid from', PLEDGE_SOURCE_LABELS[rules.source]],
          ]),
        ],
      },
      {
        heading: '3. What the investor authorises',
        blocks: [
          paragraph(
            `${investor.name} authorises ${firm.name} to invest for them in each project that opens for pledges ` +
              'after this authority is signed and matches the rules above: a term the rules take, no longer than ' +
              'the longest term, at an expected rate for the strategy no lower than the lowest rate. Each ' +
              'investment is at most the amount for one project, never below the project’s minimum investment, ' +
              'and never takes the investor’s money in projects above the most to keep invested. It is a pledge ' +
              'the investor signs under this authority, paid from the account named above.',
          ),
          paragraph(
            'Each investment made under this authority is a loan agreement of its own, which the investor can ' +
              'read in Agreements. It passes the same checks as a pledge made by hand (identity checks, the risk ' +
              'warning read, a current investor declaration and, for an everyday investor, the 10% limit); an ' +
              'investment that fails one is not made, and the investor is told why.',
          ),
          paragraph(
            'The investor may pause, change or end this authority at any time. A pause or an end applies at ' +
              'once: nothing more is invested under it until it is resumed, or ever, once ended. A change of the ' +
              'rules applies to projects that open for pledges after the change.',
          ),
        ],
      },
      {
        heading: '4. Risk',
        blocks: [
          paragraph(`${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`),
          paragraph(
            'An investment made under this authority carries the same risks as one chosen by hand: the investor ' +
              'may lose all of the money invested.',
          ),
        ],
      },
      {
        heading: '5. How a project is shared',
        blocks: [
          paragraph(
            'When a project opens for pledges, a share of it set by the platform may be kept first for investors ' +
              'with auto-invest, and is divided among those whose rules match, in whole pounds. What they do not ' +
              'take opens to everyone at once.',
          ),
          paragraph(
            'Each investor asks for what their rules allow in that project: their amount for one project, no ' +
              'more than the money in the account their rules pay from and no more than is left below their most ' +
              'to keep invested. An ask below the project’s minimum investment gets nothing.',
          ),
          paragraph(
            'If all the asks fit in the share, each investor gets their ask. If not, each gets the same ' +
              'proportion: the share times their ask, divided by all the asks, rounded down to the pound. The ' +
              'pounds left over go one each to the investors whose amounts were rounded down the most.',
          ),
          paragraph(
            'Where two are rounded down by the same amount, a published order decides: a number worked out from ' +
              'the project’s number and the authority’s number, smallest first. It changes from project to ' +
              'project, so nobody is always first, and it does not depend on when anyone signed up.',
          ),
          paragraph(
            'If someone’s share comes to less than the project’s minimum investment, the smallest ask is set ' +
              'aside with nothing and the share is divided again among the others, until every share is at least ' +
              'the minimum.',
          ),
          paragraph(
            'A project with a short term and a long term is shared short term first, then long term. An investor ' +
              'whose rules take both asks for the long term what is left of their amount for one project after ' +
              'the short term.',
          ),
        ],
      },
      {
        heading: '6. Signature',
        blocks: [
          paragraph(`Signature of ${investor.name}`),
          { kind: 'SIGNATURE' },
          paragraph(
            signedAt === undefined
              ? 'Not signed yet: the investor signs electronically, confirmed by a code sent to their phone.'
              : `Signed electronically on ${formatExactDateTime(signedAt)}.`,
          ),
        ],
      },
    ],
  };
}

/** The same words as one text, a block a line apart and each row as 'Label: value': the start's `agreementText`. */
export function autoInvestAuthorityPlainText(text: AgreementText): string {
  return [
    text.title,
    text.issued,
    ...text.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block): string[] => {
        switch (block.kind) {
          case 'PARAGRAPH':
          case 'SUBHEADING':
            return [block.text ?? ''];
          case 'ROWS':
            return [(block.rows ?? []).map(({ label, value }) => `${label}: ${value}`).join('\n')];
          default:
            return [];
        }
      }),
    ]),
  ].join('\n\n');
}
