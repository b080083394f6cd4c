import { errorText } from '@keystone/flows/errors';
import { Checkbox, Message, Spinner } from '@keystone/ui';
import { useQueryClient } from '@tanstack/react-query';
import { isUnexpectedFailure, useApi } from '../../api/index.ts';

export const NEWS_PREFERENCE_TEXTS = {
  title: 'News',
  label: 'E-mail me news of new projects',
  hint: 'Every news e-mail also carries a link to unsubscribe.',
  saved: 'Your news preference was saved.',
} as const;

/** The investor's news subscription (`GET/POST /marketing`), saved as soon as the box changes. */
export function NewsPreference() {
  const $api = useApi();
  const queryClient = useQueryClient();
  const preferences = $api.useQuery('get', '/marketing');
  const update = $api.useMutation('post', '/marketing', {
    onSuccess: (saved) => queryClient.setQueryData($api.queryOptions('get', '/marketing').queryKey, saved),
  });
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) {
    return isUnexpectedFailure(preferences.error) ? null : (
      <Message variant="error">{errorText(preferences.error)}</Message>
    );
  }
  const refusal = update.error && !isUnexpectedFailure(update.error) ? errorText(update.error) : null;
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={NEWS_PREFERENCE_TEXTS.label}
        hint={NEWS_PREFERENCE_TEXTS.hint}
        checked={update.isPending ? update.variables.body.newsSubscription : preferences.data.newsSubscription}
        disabled={update.isPending}
        onCheckedChange={(newsSubscription) => update.mutate({ body: { newsSubscription } })}
      />
      {update.isSuccess && (
        <Message variant="success" key={update.submittedAt}>
          {NEWS_PREFERENCE_TEXTS.saved}
        </Message>
      )}
      {refusal && <Message variant="error">{refusal}</Message>}
    </div>
  );
}
