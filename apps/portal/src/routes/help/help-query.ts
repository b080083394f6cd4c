import type { Faq, FaqCategory } from '@keystone/api';
import { FAQ_CATEGORIES } from '@keystone/flows/rules';
import { searchFrom } from '../../lists/use-list-address.ts';

/** What the Help page shows, in the address so a link to 'Payments' answers or to a search can be shared. */
export interface HelpQuery {
  search: string;
  /** None chosen shows every category. */
  categories: FaqCategory[];
}

export function readHelpQuery(params: URLSearchParams): HelpQuery {
  const asked = new Set(params.getAll('category'));
  return {
    search: searchFrom(params.get('search')),
    categories: FAQ_CATEGORIES.filter((category) => asked.has(category)),
  };
}

export function writeHelpQuery(query: HelpQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  for (const category of query.categories) params.append('category', category);
  return params;
}

/** The records of the chosen categories, grouped in the contract's category order; empty groups left out. */
export function groupByCategory(faqs: readonly Faq[], categories: readonly FaqCategory[]) {
  const shown = categories.length === 0 ? FAQ_CATEGORIES : categories;
  return shown
    .map((category) => ({ category, faqs: faqs.filter((faq) => faq.category === category) }))
    .filter((group) => group.faqs.length > 0);
}
