import { createApiClient } from '@keystone/api';
import { hashKey, partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { autoInvestKeys } from './auto-invest.ts';
import { consumerJourneyKeys } from './consumer-journey.ts';
import { declarationKeys } from './declarations.ts';
import { faqKeys } from './faq.ts';
import { isaKeys } from './isa.ts';
import { isaTransferKeys } from './isa-transfers.ts';
import { kycKeys } from './kyc.ts';
import { marketingKeys } from './marketing.ts';
import { changedByNotificationKeys, notificationKeys } from './notifications.ts';
import { projectPaymentKeys } from './project-payments.ts';
import { projectUpdateKeys } from './project-updates.ts';
import { createPortalApi } from './portal-api.ts';
import { projectKeys } from './projects.ts';
import { repaymentKeys } from './repayment.ts';
import { resaleKeys } from './resale.ts';
import { scheduleKeys } from './schedule.ts';
import { secondFactorKeys } from './second-factors.ts';
import { sessionKeys } from './sessions.ts';
import { taxStatementKeys } from './tax-statements.ts';
import { currentUserKey } from './user.ts';
import { userKeys } from './users.ts';

const $api = createPortalApi(createApiClient({ baseUrl: 'http://localhost/api' }));

/** Whether a filter of this key reaches a query of that key, by TanStack Query's own partial matching. */
const reaches = (filter: readonly unknown[], key: readonly unknown[]) => partialMatchKey(key, filter);

describe("the data modules' keys", () => {
  it('are the keys the typed hooks give the reads, so an invalidation reaches what a screen shows', () => {
    expect($api.queryOptions('get', '/projects/{id}', { params: { path: { id: 7 } } }).queryKey).toEqual(
      projectKeys.detail(7),
    );
    expect($api.queryOptions('get', '/users/{id}', { params: { path: { id: 3 } } }).queryKey).toEqual(
      userKeys.detail(3),
    );
    expect($api.queryOptions('get', '/marketing').queryKey).toEqual(marketingKeys.preferences);
    expect($api.queryOptions('get', '/user').queryKey).toEqual(currentUserKey);
    expect($api.queryOptions('get', '/consumer-journey').queryKey).toEqual(consumerJourneyKeys.journey);
    expect($api.queryOptions('get', '/user/declaration').queryKey).toEqual(declarationKeys.current);
    expect($api.queryOptions('get', '/user/competence-review').queryKey).toEqual(kycKeys.competenceReview);
    expect($api.queryOptions('get', '/user', { params: {} }).queryKey).toEqual(kycKeys.statusPoll);
    expect($api.queryOptions('get', '/investments/{id}/schedule', { params: { path: { id: 4 } } }).queryKey).toEqual(
      scheduleKeys.investment(4),
    );
    expect($api.queryOptions('get', '/projects/{id}/schedule', { params: { path: { id: 4 } } }).queryKey).toEqual(
      scheduleKeys.project(4),
    );
    expect($api.queryOptions('get', '/notifications', { params: { query: { limit: 1 } } }).queryKey).toEqual(
      notificationKeys.bell,
    );
    expect($api.queryOptions('get', '/notifications/preferences').queryKey).toEqual(notificationKeys.preferences);
    expect(reaches(notificationKeys.lists, notificationKeys.bell)).toBe(true);
    expect($api.queryOptions('get', '/isa').queryKey).toEqual(isaKeys.isa);
    expect($api.queryOptions('get', '/resale/listings/{id}', { params: { path: { id: 3 } } }).queryKey).toEqual(
      resaleKeys.detail(3),
    );
    expect($api.queryOptions('get', '/resale-settings').queryKey).toEqual(resaleKeys.settings);
    expect(reaches(resaleKeys.details, resaleKeys.detail(3))).toBe(true);
    expect(
      reaches(
        resaleKeys.lists,
        $api.queryOptions('get', '/resale/listings', { params: { query: { limit: 20, offset: 0 } } }).queryKey,
      ),
    ).toBe(true);
    expect(
      reaches(
        resaleKeys.quotes,
        $api.queryOptions('get', '/investments/{id}/resale-quote', {
          params: { path: { id: 2 }, query: { amountPence: 100_000 } },
        }).queryKey,
      ),
    ).toBe(true);
    expect(
      reaches(
        resaleKeys.activity,
        $api.queryOptions('get', '/dashboard/admin/resale', { params: { query: { filter: 'ALL_TIME' } } }).queryKey,
      ),
    ).toBe(true);
    expect($api.queryOptions('get', '/user/second-factors').queryKey).toEqual(secondFactorKeys.own);
    expect($api.queryOptions('get', '/user/sessions').queryKey).toEqual(sessionKeys.list);
    expect(
      reaches(
        isaKeys.movements,
        $api.queryOptions('get', '/isa/movements', { params: { query: { limit: 15, offset: 15 } } }).queryKey,
      ),
    ).toBe(true);
    expect(
      reaches(
        isaTransferKeys.own,
        $api.queryOptions('get', '/isa/transfers', { params: { query: { limit: 20 } } }).queryKey,
      ),
    ).toBe(true);
    expect(
      reaches(
        isaTransferKeys.all,
        $api.queryOptions('get', '/isa-transfers', { params: { query: { status: 'REQUESTED' } } }).queryKey,
      ),
    ).toBe(true);
  });

  it("reach the caller's auto-invest, every page of their allocations and only the project they name", () => {
    expect($api.queryOptions('get', '/auto-invest').queryKey).toEqual(autoInvestKeys.autoInvest);
    expect($api.queryOptions('get', '/auto-invest/settings').queryKey).toEqual(autoInvestKeys.settings);
    const project = (id: number) =>
      $api.queryOptions('get', '/projects/{id}/auto-invest', { params: { path: { id } } }).queryKey;
    expect(project(4)).toEqual(autoInvestKeys.project(4));
    expect(reaches(autoInvestKeys.projects, project(4))).toBe(true);
    expect(reaches(autoInvestKeys.project(4), project(5))).toBe(false);
    expect(reaches(projectKeys.details, project(4))).toBe(false);
    const page = $api.queryOptions('get', '/auto-invest/allocations', {
      params: { query: { limit: 10, offset: 10 } },
    }).queryKey;
    expect(reaches(autoInvestKeys.allocations, page)).toBe(true);
    expect(reaches(autoInvestKeys.autoInvest, page)).toBe(false);
  });

  it("keep the finished screen's poll of the user apart from the session's user, which the route guard reads", () => {
    expect(hashKey(kycKeys.statusPoll)).not.toBe(hashKey(currentUserKey));
  });

  it('reach every page and filter of a list, and only the project they name', () => {
    const page = (path: '/projects' | '/users' | '/marketing/faq') =>
      $api.queryOptions('get', path, { params: { query: { limit: 8, offset: 16 } } }).queryKey;
    expect(reaches(projectKeys.lists, page('/projects'))).toBe(true);
    expect(reaches(userKeys.lists, page('/users'))).toBe(true);
    const journeyPage = $api.queryOptions('get', '/users/{id}/consumer-journey', {
      params: { path: { id: 3 }, query: { limit: 20, offset: 40 } },
    }).queryKey;
    expect(reaches(userKeys.journeyLog(3), journeyPage)).toBe(true);
    expect(reaches(faqKeys.lists, page('/marketing/faq'))).toBe(true);
    const payments = (id: number) =>
      $api.queryOptions('get', '/projects/{id}/payments', {
        params: { path: { id }, query: { limit: 20, offset: 0, term: 'LONG' } },
      }).queryKey;
    expect(reaches(projectPaymentKeys.ofProject(5), payments(5))).toBe(true);
    expect(reaches(projectPaymentKeys.ofProject(5), payments(6))).toBe(false);
  });

  it("reach every page of a project's updates and of the feed, and only the project they name", () => {
    const timeline = (id: number) =>
      $api.queryOptions('get', '/projects/{id}/updates', { params: { path: { id }, query: { offset: 10 } } }).queryKey;
    expect(reaches(projectUpdateKeys.timeline(5), timeline(5))).toBe(true);
    expect(reaches(projectUpdateKeys.timeline(5), timeline(6))).toBe(false);
    expect(reaches(projectUpdateKeys.timelines, timeline(5))).toBe(true);
    expect(reaches(projectUpdateKeys.timelines, timeline(6))).toBe(true);
    const feed = $api.queryOptions('get', '/updates/feed', { params: { query: { offset: 20 } } }).queryKey;
    expect(reaches(projectUpdateKeys.feed, feed)).toBe(true);
    const revisions = (id: number, updateId: number) =>
      $api.queryOptions('get', '/projects/{id}/updates/{updateId}/revisions', { params: { path: { id, updateId } } })
        .queryKey;
    expect(revisions(5, 3)).toEqual(projectUpdateKeys.revisions(5, 3));
    expect(reaches(projectUpdateKeys.revisionsOf(5), revisions(5, 3))).toBe(true);
    expect(reaches(projectUpdateKeys.revisionsOf(5), revisions(6, 3))).toBe(false);
    expect(reaches(projectUpdateKeys.revisionsOf(5), timeline(5))).toBe(false);
  });

  it("reach every project's details, repayment and every investment's schedule, and nothing beside them", () => {
    const detail = $api.queryOptions('get', '/projects/{id}', { params: { path: { id: 4 } } }).queryKey;
    const repayment = $api.queryOptions('get', '/projects/{id}/repayment', { params: { path: { id: 4 } } }).queryKey;
    const schedule = $api.queryOptions('get', '/investments/{id}/schedule', { params: { path: { id: 9 } } }).queryKey;
    expect(reaches(projectKeys.details, detail)).toBe(true);
    expect(reaches(projectKeys.details, repayment)).toBe(false);
    expect(reaches(repaymentKeys.projects, repayment)).toBe(true);
    expect(reaches(scheduleKeys.investments, schedule)).toBe(true);
    expect(reaches(scheduleKeys.investments, scheduleKeys.project(4))).toBe(false);
  });

  it("reach the admin's tax statement runs as the poll reads them", () => {
    expect(reaches(taxStatementKeys.runs, $api.queryOptions('get', '/tax-statement-runs', {}).queryKey)).toBe(true);
  });

  it("the bell's are the owning modules' own", () => {
    expect(changedByNotificationKeys).toEqual([
      projectUpdateKeys.timelines,
      projectUpdateKeys.feed,
      scheduleKeys.investments,
      currentUserKey,
      isaKeys.isa,
      projectKeys.details,
      repaymentKeys.projects,
    ]);
  });
});
