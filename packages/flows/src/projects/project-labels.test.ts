import { describe, expect, it } from 'vitest';
import {
  INVEST_STRATEGY_HINTS,
  INVEST_STRATEGY_LABELS,
  PROJECT_STATUS_HINTS,
  PROJECT_STATUS_LABELS,
} from './project-labels.ts';

// Issue 32: 'Short term complete' and 'Complete short term' stood side by side, and 'Debt secured' and 'Debt' were
// never explained.
describe('project labels', () => {
  it('words every status differently, not just in another order, and explains each', () => {
    const words = Object.values(PROJECT_STATUS_LABELS).map((label) =>
      label.toLowerCase().split(/\W+/).sort().join(' '),
    );
    expect(new Set(words).size).toBe(words.length);
    expect(Object.keys(PROJECT_STATUS_HINTS)).toEqual(Object.keys(PROJECT_STATUS_LABELS));
    expect(new Set(Object.values(PROJECT_STATUS_HINTS)).size).toBe(Object.keys(PROJECT_STATUS_HINTS).length);
  });

  it('explains each strategy, the secured loan and the unsecured one apart', () => {
    expect(Object.keys(INVEST_STRATEGY_HINTS)).toEqual(Object.keys(INVEST_STRATEGY_LABELS));
    expect(INVEST_STRATEGY_HINTS.DEBT_SECURED).toContain('with a charge over the property');
    expect(INVEST_STRATEGY_HINTS.DEBT).toContain('with no charge over the property');
  });
});
