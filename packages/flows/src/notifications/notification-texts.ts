import type { RepaymentState } from '@keystone/api';
import { formatDate } from '../format/date.ts';
import { formatMoney } from '../format/money.ts';
import { riskWarningText } from '../labels/risk-warning.ts';
import { AUTO_INVEST_SKIP_REASONS } from '../auto-invest/auto-invest.messages.ts';
import { RESALE_LISTING_DAYS } from '../resale/resale.constants.ts';
import type { NotificationEvent } from './notification-events.ts';

/** The fragment naming an update on its project's timeline: the notification's link and the portal's element id. */
export function updateAnchor(updateId: number): string {
  return `update-${updateId}`;
}

export interface NotificationText {
  title: string;
  body: string;
  /** A path in the portal, or null. */
  link: string | null;
}

/** Where the resale market's notices lead: the seller's and buyer's listings in the portal. */
export const RESALE_LINK = '/platform/resale';

/** Where auto-invest's notices of a skip lead: the investor's rules and the history of their allocations. */
export const AUTO_INVEST_LINK = '/platform/auto-invest';

/** A sentence carried inside another: its first letter small and its full stop dropped. */
const sentenceInside = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`.replace(/[.\s]+$/, '');

/** Plain words for each repayment state, as a notification says them (no promise, no reassurance). */
const REPAYMENT_STATE_WORDS: Record<RepaymentState, string> = {
  ON_TIME: 'Repayments are on time again.',
  LATE: 'A payment due on this loan is late.',
  IN_DEFAULT: 'This loan is now in default: the borrower has not paid as agreed.',
  IN_RECOVERY: 'We have started recovering the money owed on this loan.',
  CLOSED_RECOVERED: 'This loan is closed: the money owed has been recovered.',
  CLOSED_WRITTEN_OFF: 'This loan is closed: the money that could not be recovered has been written off as a loss.',
};

/**
 * What a notification says, in the portal and in its e-mail: facts about the reader's own account or about a
 * project, never another person's data, and never anything that reads as a reason to invest (COBS 4.12A, PS22/10).
 * A new project is a promotion of a restricted mass market investment, so its notice carries the FCA's risk
 * warning word for word (COBS 4.12A.39R).
 */
export function notificationText(event: NotificationEvent, facts: { projectTitle?: string } = {}): NotificationText {
  const project = facts.projectTitle ?? 'a project';
  switch (event.kind) {
    case 'KYC_DECIDED':
      return event.approved
        ? { title: 'Your identity check is approved', body: 'Your account is active.', link: '/platform/dashboard' }
        : {
            title: 'Your identity check was not approved',
            body: 'Please see what needs to change in your profile.',
            link: '/platform/kyc',
          };
    case 'PLEDGE_CONFIRMED':
      return {
        title: 'Your pledge is confirmed',
        body: `Your pledge of ${formatMoney(event.amountPence)} to ${project} is confirmed.`,
        link: `/platform/projects/${event.projectId}`,
      };
    case 'PROJECT_FUNDED':
      return {
        title: 'A project you invested in reached its target',
        body: `${project} has reached its funding target.`,
        link: `/platform/projects/${event.projectId}`,
      };
    case 'REPAYMENT_STATE_CHANGED':
      return {
        title: `Repayment news: ${project}`,
        body: REPAYMENT_STATE_WORDS[event.state],
        link: `/platform/projects/${event.projectId}`,
      };
    case 'PROJECT_UPDATE_POSTED':
      return {
        title: `New update: ${project}`,
        body: event.title,
        // The update itself on its project's timeline (the portal's UpdateItem carries this id and scrolls to it).
        link: `/platform/projects/${event.projectId}#${updateAnchor(event.updateId)}`,
      };
    case 'PAYOUT_RECEIVED':
      return {
        title: 'You received a payout',
        body: `${formatMoney(event.amountPence)} from ${project} was paid into your e-wallet.`,
        link: '/platform/dashboard',
      };
    case 'WITHDRAWAL_PAID':
      return {
        title: 'Your withdrawal was paid',
        body: `${formatMoney(event.amountPence)} was paid from your e-wallet to your bank account.`,
        link: '/platform/dashboard',
      };
    case 'COOLING_OFF_ENDED':
      return {
        title: 'Your cooling-off period is over',
        body: 'You can now choose whether to continue to your first pledge.',
        link: '/platform/projects',
      };
    case 'DECLARATION_EXPIRING':
      return {
        title: 'Your investor declaration expires soon',
        body: `Your declaration expires on ${formatDate(event.expiresAt)}. You will need to sign it again before your next pledge.`,
        link: '/platform/profile',
      };
    case 'PROJECT_OPEN_FOR_PLEDGES':
      return {
        title: 'A new project is open for pledges',
        body: `${project} is open for pledges. ${riskWarningText()}`,
        link: `/platform/projects/${event.projectId}`,
      };
    case 'RESALE_PART_SOLD':
      return {
        title: 'A part of your loan listing sold',
        body: `${formatMoney(event.capitalPence)} of your loan part in ${project} was sold. ${formatMoney(event.receivedPence)}, the price less the fee, was paid to you.`,
        link: RESALE_LINK,
      };
    case 'RESALE_PART_BOUGHT':
      return {
        title: 'You bought a loan part',
        body: `You bought ${formatMoney(event.capitalPence)} of a loan part in ${project} for ${formatMoney(event.pricePence)}.`,
        link: RESALE_LINK,
      };
    case 'RESALE_LISTING_CLOSED':
      return event.status === 'EXPIRED'
        ? {
            title: 'Your loan listing has expired',
            body: `Your listing of a loan part in ${project} closed after ${RESALE_LISTING_DAYS} days with ${formatMoney(event.remainingPence)} unsold. You keep that part of your investment.`,
            link: RESALE_LINK,
          }
        : {
            title: 'Your loan listing is suspended',
            body: `Your listing of a loan part in ${project} was suspended with ${formatMoney(event.remainingPence)} unsold. You keep that part of your investment. The reason: ${(event.reason ?? 'not given').replace(/[.\s]+$/, '')}.`,
            link: RESALE_LINK,
          };
    case 'AUTO_INVEST_ALLOCATED':
      return {
        title: 'Auto-invest invested for you',
        body: `${formatMoney(event.amountPence)} was invested in ${project} under your auto-invest rules. Your agreement is ready to read.`,
        link: `/platform/agreement/${event.agreementId}`,
      };
    case 'AUTO_INVEST_SKIPPED':
      return {
        title: 'Auto-invest did not invest in a project',
        body: `Your auto-invest rules matched ${project}, but nothing was invested. The reason: ${sentenceInside(AUTO_INVEST_SKIP_REASONS[event.reason])}.`,
        link: AUTO_INVEST_LINK,
      };
  }
}
