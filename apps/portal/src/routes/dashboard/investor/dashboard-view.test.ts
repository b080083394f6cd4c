import { describe, expect, it } from 'vitest';
import { readDashboardView, withFilter, withPage, writeDashboardView } from './dashboard-view.ts';

const read = (query: string) => readDashboardView(new URLSearchParams(query));

describe('the dashboard view in the address', () => {
  it('is ALL_TIME and page 1 everywhere by default, and writes nothing for it', () => {
    const view = read('');
    expect(view).toEqual({
      filter: 'ALL_TIME',
      pages: { investments: 1, payouts: 1, investedProjects: 1, followedProjects: 1, walletHistory: 1 },
    });
    expect(writeDashboardView(view).toString()).toBe('');
  });

  it("reads and writes the seed's names for the filter and each section's page", () => {
    const query = 'filter=YEAR&investments=2&paidsouts=3&invested=4&followed=5&history=6';
    const view = read(query);
    expect(view.pages).toEqual({
      investments: 2,
      payouts: 3,
      investedProjects: 4,
      followedProjects: 5,
      walletHistory: 6,
    });
    expect(writeDashboardView(view).toString()).toBe(query);
  });

  it('ignores what it cannot read', () => {
    expect(read('filter=WEEK&history=-2&investments=abc&followed=0')).toEqual(read(''));
  });

  it('goes back to page 1 everywhere when the period changes', () => {
    expect(read('history=3&investments=2').pages.walletHistory).toBe(3);
    const view = withFilter('MONTH');
    expect(writeDashboardView(view).toString()).toBe('filter=MONTH');
  });

  it('changes one section page and keeps the rest', () => {
    expect(writeDashboardView(withPage(read('filter=MONTH&investments=2'), 'walletHistory', 2)).toString()).toBe(
      'filter=MONTH&investments=2&history=2',
    );
  });
});
