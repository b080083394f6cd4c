import type { ProjectUpdate } from '@keystone/api';
import { formatDateTime } from '@keystone/flows/format';
import { Badge, LoadingSkeleton, Skeleton, SkeletonText } from '@keystone/ui';
import { useProjectUpdateRevisions } from '../api/project-updates.ts';
import { LoadFailure } from '../lists/load-failure.tsx';
import { UPDATE_TEXTS } from './update-texts.ts';

interface EarlierVersionsProps {
  update: ProjectUpdate;
  /** The id the "Edited" control names in its `aria-controls`. */
  id: string;
}

/**
 * An edited update's earlier versions, newest first, each with when it was written and when the next replaced it,
 * and the names of the files it had (issue 34 §2: an update is never silently changed). Read from the server when
 * the reader opens it.
 */
export function EarlierVersions({ update, id }: EarlierVersionsProps) {
  const revisions = useProjectUpdateRevisions(update.projectId, update.id, { enabled: true });
  return (
    <section
      id={id}
      aria-label={UPDATE_TEXTS.earlierVersions}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-dashed bg-muted/40 p-3"
    >
      <p className="text-sm font-semibold text-foreground">{UPDATE_TEXTS.earlierVersions}</p>
      {revisions.isPending ? (
        <LoadingSkeleton label={UPDATE_TEXTS.earlierVersionsLoading} className="min-h-0 gap-2">
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <SkeletonText lines={2} />
          </div>
        </LoadingSkeleton>
      ) : revisions.isError ? (
        <LoadFailure error={revisions.error} onRetry={() => void revisions.refetch()} />
      ) : revisions.data.revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{UPDATE_TEXTS.noEarlierVersions}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {revisions.data.revisions.map((revision) => (
            <li
              key={revision.revision}
              className="flex min-w-0 flex-col gap-1 border-t pt-3 first:border-t-0 first:pt-0"
            >
              <p className="text-sm text-muted-foreground">
                {UPDATE_TEXTS.versionNote(
                  revision.revision,
                  formatDateTime(revision.savedAt),
                  formatDateTime(revision.replacedAt),
                )}
              </p>
              <p className="font-semibold break-words text-foreground">{revision.title}</p>
              <p className="whitespace-pre-line break-words text-foreground">{revision.text}</p>
              {revision.photos.length > 0 && (
                <p className="text-sm break-words text-muted-foreground">
                  {UPDATE_TEXTS.hadPhotos(revision.photos.map((photo) => photo.name).join(', '))}
                </p>
              )}
              {revision.documents.length > 0 && (
                <p className="text-sm break-words text-muted-foreground">
                  {UPDATE_TEXTS.hadDocuments(revision.documents.map((document) => document.name).join(', '))}
                </p>
              )}
              <Badge tone="neutral" className="w-fit">
                {UPDATE_TEXTS.forAudience(UPDATE_TEXTS.audience[revision.audience])}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
