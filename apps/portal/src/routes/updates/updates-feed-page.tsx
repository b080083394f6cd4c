import { EmptyState } from '@keystone/ui';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useUpdatesFeed } from '../../api/project-updates.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { UpdateItem, UpdateListSkeleton } from '../../project-updates/update-item.tsx';
import { UpdatePages } from '../../project-updates/update-pages.tsx';
import { UPDATE_TEXTS } from '../../project-updates/update-texts.ts';

/**
 * `/platform/updates` (investor, issue 34 §2): the updates of the projects the investor invested in, and those
 * shared with followers of the projects they follow, newest first, a page at a time.
 */
export function UpdatesFeedPage() {
  const [offset, setOffset] = useState(0);
  const feed = useUpdatesFeed(offset);
  return (
    <section aria-labelledby="updates-feed-title" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="updates-feed-title" className="text-2xl font-semibold text-foreground">
          {UPDATE_TEXTS.feedTitle}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{UPDATE_TEXTS.feedIntro}</p>
      </div>
      {feed.isPending ? (
        <UpdateListSkeleton />
      ) : feed.isError ? (
        <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} />
      ) : feed.data.updates.length === 0 ? (
        <EmptyState
          icon={<Megaphone aria-hidden="true" className="size-8" />}
          title={UPDATE_TEXTS.noFeed}
          description={UPDATE_TEXTS.noFeedHint}
        />
      ) : (
        <>
          <ol className="flex flex-col gap-4" aria-busy={feed.isPlaceholderData || undefined}>
            {feed.data.updates.map((update) => (
              <li key={update.id} className="min-w-0">
                <UpdateItem update={update} showProject headingLevel="h2" />
              </li>
            ))}
          </ol>
          <UpdatePages page={feed.data} offset={offset} onOffsetChange={setOffset} />
        </>
      )}
    </section>
  );
}
