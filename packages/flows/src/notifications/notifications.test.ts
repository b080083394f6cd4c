import { notificationKinds, repaymentStates, type AutoInvestSkipReason } from '@keystone/api';
import { AUTO_INVEST_SKIP_REASONS } from '../auto-invest/auto-invest.messages.ts';
import { describe, expect, it } from 'vitest';
import { riskWarningText } from '../labels/risk-warning.ts';
import type { NotificationEvent } from './notification-events.ts';
import { NOTIFICATION_KIND_LABELS } from './notification-labels.ts';
import {
  defaultNotificationPreferences,
  deliveriesOffered,
  NOTIFICATION_PREFERENCE_MESSAGES,
  validateNotificationDelivery,
} from './notification-preferences.ts';
import { notificationText } from './notification-texts.ts';

const oneOfEach: NotificationEvent[] = [
  { kind: 'KYC_DECIDED', userId: 1, approved: true },
  { kind: 'KYC_DECIDED', userId: 1, approved: false },
  { kind: 'PLEDGE_CONFIRMED', userId: 1, projectId: 2, amountPence: 250_000 },
  { kind: 'PROJECT_FUNDED', projectId: 2 },
  ...repaymentStates.map((state): NotificationEvent => ({ kind: 'REPAYMENT_STATE_CHANGED', projectId: 2, state })),
  { kind: 'PROJECT_UPDATE_POSTED', projectId: 2, updateId: 3, title: 'Roof on', audience: 'INVESTORS' },
  { kind: 'PAYOUT_RECEIVED', userId: 1, projectId: 2, amountPence: 12_345 },
  { kind: 'WITHDRAWAL_PAID', userId: 1, amountPence: 50_000 },
  { kind: 'COOLING_OFF_ENDED', userId: 1 },
  { kind: 'DECLARATION_EXPIRING', userId: 1, expiresAt: '2027-01-31T12:00:00.000Z' },
  { kind: 'PROJECT_OPEN_FOR_PLEDGES', projectId: 2 },
  { kind: 'RESALE_PART_SOLD', userId: 1, projectId: 2, listingId: 4, capitalPence: 100_000, receivedPence: 101_500 },
  { kind: 'RESALE_PART_BOUGHT', userId: 1, projectId: 2, listingId: 4, capitalPence: 100_000, pricePence: 102_000 },
  {
    kind: 'RESALE_LISTING_CLOSED',
    userId: 1,
    projectId: 2,
    listingId: 4,
    status: 'EXPIRED',
    remainingPence: 50_000,
    reason: null,
  },
  {
    kind: 'RESALE_LISTING_CLOSED',
    userId: 1,
    projectId: 2,
    listingId: 4,
    status: 'SUSPENDED',
    remainingPence: 50_000,
    reason: 'A repayment on this loan is late, so its parts cannot be sold until it is back on time',
  },
  { kind: 'AUTO_INVEST_ALLOCATED', userId: 1, projectId: 2, amountPence: 30_000, agreementId: 7 },
  ...(Object.keys(AUTO_INVEST_SKIP_REASONS) as AutoInvestSkipReason[]).map((reason): NotificationEvent => ({
    kind: 'AUTO_INVEST_SKIPPED',
    userId: 1,
    projectId: 2,
    reason,
  })),
];

describe('notification words', () => {
  it('tells an auto-investor what was invested with a link to the agreement, and a skip with its reason', () => {
    expect(
      notificationText(
        { kind: 'AUTO_INVEST_ALLOCATED', userId: 1, projectId: 2, amountPence: 30_000, agreementId: 7 },
        { projectTitle: 'Mill Lane' },
      ),
    ).toEqual({
      title: 'Auto-invest invested for you',
      body: '£300.00 was invested in Mill Lane under your auto-invest rules. Your agreement is ready to read.',
      link: '/platform/agreement/7',
    });
    expect(
      notificationText(
        { kind: 'AUTO_INVEST_SKIPPED', userId: 1, projectId: 2, reason: 'RULES_PAUSED' },
        { projectTitle: 'Mill Lane' },
      ),
    ).toEqual({
      title: 'Auto-invest did not invest in a project',
      body: 'Your auto-invest rules matched Mill Lane, but nothing was invested. The reason: your auto-invest was paused.',
      link: '/platform/auto-invest',
    });
  });

  it('says each event in plain words with a link inside the portal, and names every kind', () => {
    expect(new Set(oneOfEach.map((event) => event.kind))).toEqual(new Set(notificationKinds));
    for (const event of oneOfEach) {
      const text = notificationText(event, { projectTitle: 'Mill Lane' });
      expect(text.title.length).toBeGreaterThan(0);
      expect(text.body.length).toBeGreaterThan(0);
      expect(text.link).toMatch(/^\/platform\//);
    }
    for (const kind of notificationKinds) expect(NOTIFICATION_KIND_LABELS[kind].length).toBeGreaterThan(0);
  });

  it('offers no incentive to invest (COBS 4.12A, PS22/10)', () => {
    const incentive = /bonus|cashback|reward|offer|discount|prize|free|don't miss|hurry|limited time|exclusive|boost/i;
    for (const event of oneOfEach) {
      const { title, body } = notificationText(event, { projectTitle: 'Mill Lane' });
      expect(`${title} ${body}`.replace(riskWarningText(), '')).not.toMatch(incentive);
    }
  });

  it('carries the FCA risk warning word for word on a new project, the one notice that promotes an investment', () => {
    expect(notificationText({ kind: 'PROJECT_OPEN_FOR_PLEDGES', projectId: 2 }, { projectTitle: 'Mill Lane' })).toEqual(
      {
        title: 'A new project is open for pledges',
        body: `Mill Lane is open for pledges. ${riskWarningText()}`,
        link: '/platform/projects/2',
      },
    );
  });

  it("links an update to itself on its project's timeline", () => {
    const event = {
      kind: 'PROJECT_UPDATE_POSTED',
      projectId: 2,
      updateId: 17,
      title: 'Roof on',
      audience: 'INVESTORS',
    } as const;
    expect(notificationText(event, { projectTitle: 'Mill Lane' })).toEqual({
      title: 'New update: Mill Lane',
      body: 'Roof on',
      link: '/platform/projects/2#update-17',
    });
  });

  it('states money in pounds and dates in UK words', () => {
    expect(notificationText({ kind: 'WITHDRAWAL_PAID', userId: 1, amountPence: 12_345 }).body).toBe(
      '£123.45 was paid from your e-wallet to your bank account.',
    );
    expect(
      notificationText({ kind: 'DECLARATION_EXPIRING', userId: 1, expiresAt: '2027-01-31T12:00:00.000Z' }).body,
    ).toContain('31/01/2027');
  });
});

describe('notification preferences', () => {
  it('offers a daily digest only for the e-mails of updates and new projects, and no way off for a service e-mail', () => {
    expect(deliveriesOffered('PROJECT_UPDATE_POSTED', 'email')).toEqual(['IMMEDIATELY', 'DAILY_DIGEST', 'OFF']);
    expect(deliveriesOffered('PROJECT_OPEN_FOR_PLEDGES', 'email')).toEqual(['IMMEDIATELY', 'DAILY_DIGEST', 'OFF']);
    expect(deliveriesOffered('PROJECT_UPDATE_POSTED', 'portal')).toEqual(['IMMEDIATELY', 'OFF']);
    expect(deliveriesOffered('WITHDRAWAL_PAID', 'email')).toEqual(['IMMEDIATELY', 'OFF']);
    expect(deliveriesOffered('KYC_DECIDED', 'email')).toEqual(['IMMEDIATELY']);
    expect(validateNotificationDelivery('WITHDRAWAL_PAID', 'email', 'DAILY_DIGEST')).toBe(
      NOTIFICATION_PREFERENCE_MESSAGES.digestNotOffered,
    );
    expect(validateNotificationDelivery('PLEDGE_CONFIRMED', 'email', 'OFF')).toBe(
      NOTIFICATION_PREFERENCE_MESSAGES.serviceEmail,
    );
    expect(validateNotificationDelivery('PROJECT_UPDATE_POSTED', 'email', 'DAILY_DIGEST')).toBeUndefined();
  });

  it('has every kind on, at once, until the investor chooses', () => {
    expect(defaultNotificationPreferences()).toHaveLength(notificationKinds.length);
    for (const row of defaultNotificationPreferences())
      expect([row.portal, row.email]).toEqual(['IMMEDIATELY', 'IMMEDIATELY']);
  });
});
