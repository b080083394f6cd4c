import { dashboardFilters } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { dashboardEmptyText, DASHBOARD_NOTHING_YET } from './dashboard-empty.ts';
import { DASHBOARD_SECTION_ORDER } from './dashboard-sections.ts';

describe('dashboardEmptyText', () => {
  it("keeps the seed's 'No search result' where a period found nothing", () => {
    for (const filter of dashboardFilters.filter((candidate) => candidate !== 'ALL_TIME')) {
      for (const section of DASHBOARD_SECTION_ORDER) {
        expect(dashboardEmptyText(section, filter)).toEqual({ kind: 'noResult', title: 'No search result' });
      }
    }
  });

  it('says what will appear there on an account with nothing yet (all time, nothing narrowed)', () => {
    expect(dashboardEmptyText('investments', 'ALL_TIME')).toEqual({
      kind: 'nothingYet',
      title: 'No investments yet',
      description: 'Your pledges will appear here, with their status and amount, once you invest in a project.',
    });
    for (const section of DASHBOARD_SECTION_ORDER) {
      const text = dashboardEmptyText(section, 'ALL_TIME');
      expect(text.kind).toBe('nothingYet');
      expect(text.title).not.toMatch(/search/i);
      expect(text.description).toMatch(/will appear here/);
    }
  });

  it("'My money in platform' is not narrowed by the period, so it never says a search found nothing", () => {
    for (const filter of dashboardFilters) {
      expect(dashboardEmptyText('moneyInPlatform', filter)).toEqual({
        kind: 'nothingYet',
        ...DASHBOARD_NOTHING_YET.moneyInPlatform,
      });
    }
  });
});
