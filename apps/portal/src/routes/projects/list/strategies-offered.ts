import { investStrategies, type InvestStrategy, type Project } from '@keystone/api';
import { offeredStrategies } from '@keystone/flows/projects';

/** The strategies a project offers in either term, once each, in the contract's order (as the Strategy column sorts). */
export function strategiesOffered(project: Project): InvestStrategy[] {
  const terms = project.allowLongTerm ? (['short', 'long'] as const) : (['short'] as const);
  const offered = new Set(terms.flatMap((term) => offeredStrategies(project, term)));
  return investStrategies.filter((strategy) => offered.has(strategy));
}
