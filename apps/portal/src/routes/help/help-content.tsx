import { FAQ_CATEGORY_LABELS, FAQ_HELP_LIMIT } from '@keystone/flows/rules';
import { FAQ_CATEGORIES } from '@keystone/flows/rules';
import { EmptyState, Spinner, ToggleChipGroup } from '@keystone/ui';
import { useSearchParams } from 'react-router';
import { useFaqs } from '../../api/faq.ts';
import { ListSearchField } from '../../lists/list-search-field.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { groupByCategory, readHelpQuery, writeHelpQuery, type HelpQuery } from './help-query.ts';

export const HELP_TEXTS = {
  title: 'Help',
  description: 'Answers to the questions investors ask most. Search them, or choose the categories you need.',
  searchPlaceholder: 'Search the questions and answers',
  categories: 'Categories',
} as const;

const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value] }));

/**
 * The FAQ as investors and visitors read it (`GET /marketing/faq` is public): every record at once (the contract's
 * largest page), searched by the server, grouped by category here; each answer opens under its question.
 */
export function HelpContent() {
  const [params, setParams] = useSearchParams();
  const query = readHelpQuery(params);
  const show = (change: Partial<HelpQuery>, options: { replace?: boolean } = {}) =>
    setParams(writeHelpQuery({ ...query, ...change }), options);
  const list = useFaqs({ limit: FAQ_HELP_LIMIT, ...(query.search ? { searchTerm: query.search } : {}) });
  const groups = list.data ? groupByCategory(list.data.faqs, query.categories) : [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <ListSearchField
          search={query.search}
          onSearch={(search) => show({ search }, { replace: true })}
          placeholder={HELP_TEXTS.searchPlaceholder}
        />
        <ToggleChipGroup
          legend={HELP_TEXTS.categories}
          options={CATEGORY_OPTIONS}
          value={query.categories}
          onValueChange={(categories) => show({ categories: categories as HelpQuery['categories'] })}
        />
      </div>
      {list.isPending ? (
        <Spinner className="mx-auto my-10" />
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-8">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`help-${group.category}`} className="flex flex-col gap-2">
              <h2 id={`help-${group.category}`} className="text-lg font-semibold text-foreground">
                {FAQ_CATEGORY_LABELS[group.category]}
              </h2>
              {group.faqs.map((faq) => (
                <details key={faq.id} className="group rounded-md border border-border bg-surface px-4 py-3">
                  <summary className="cursor-pointer font-medium text-foreground marker:text-muted-foreground">
                    {faq.question}
                  </summary>
                  <p className="mt-2 whitespace-pre-line text-foreground">{faq.answer}</p>
                </details>
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
