import { Checkbox, Message, Spinner } from '@keystone/ui';
import { RefusalMessage } from '../../api/index.ts';
import { useMarketingPreferences, useUpdateMarketingPreferences } from '../../api/marketing.ts';

export const NEWS_SUBSCRIPTION_TEXTS = {
  title: 'News',
  label: 'E-mail me news of new projects',
  hint: 'Every news e-mail also carries a link to unsubscribe.',
  saved: 'Your news preference was saved.',
} as const;

/** The investor's news subscription (`GET/POST /marketing`), saved as soon as the box changes. */
export function NewsSubscription() {
  const preferences = useMarketingPreferences();
  const update = useUpdateMarketingPreferences();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) return <RefusalMessage error={preferences.error} />;
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={NEWS_SUBSCRIPTION_TEXTS.label}
        hint={NEWS_SUBSCRIPTION_TEXTS.hint}
        checked={update.isPending ? update.variables.body.newsSubscription : preferences.data.newsSubscription}
        disabled={update.isPending}
        onCheckedChange={(newsSubscription) => update.mutate({ body: { newsSubscription } })}
      />
      {update.isSuccess && (
        <Message variant="success" key={update.submittedAt}>
          {NEWS_SUBSCRIPTION_TEXTS.saved}
        </Message>
      )}
      <RefusalMessage error={update.error} />
    </div>
  );
}
