import { describe, expect, it } from 'vitest';
import { offeredStrategies, projectStrategies } from './project-strategies.ts';
import { millProject } from './project.test-fixture.ts';

const noRates = {
  shortDebtSecuredExpectedRate: null,
  shortDebtExpectedRate: null,
  shortEquityExpectedRate: null,
  shortShariaExpectedRate: null,
  longDebtSecuredExpectedRate: null,
  longDebtExpectedRate: null,
  longEquityExpectedRate: null,
  longShariaExpectedRate: null,
};

describe('projectStrategies', () => {
  it("joins both terms' strategies once each, in the contract's order", () => {
    const project = {
      ...millProject,
      ...noRates,
      shortEquityExpectedRate: 9,
      longDebtExpectedRate: 6,
      longEquityExpectedRate: 10,
    };
    expect(offeredStrategies(project, 'short')).toEqual(['EQUITY']);
    expect(projectStrategies(project)).toEqual(['DEBT', 'EQUITY']);
  });

  it("leaves out the long term's strategies when the project has no long term", () => {
    const project = {
      ...millProject,
      ...noRates,
      allowLongTerm: false,
      shortShariaExpectedRate: 7,
      longDebtExpectedRate: 6,
    };
    expect(projectStrategies(project)).toEqual(['SHARIA']);
  });

  it('is empty when no rate is set', () => {
    expect(projectStrategies({ ...millProject, ...noRates })).toEqual([]);
  });
});
