import type { Project, ProjectUpdate } from '@keystone/api';
import { Button, EmptyState, Message, Spinner } from '@keystone/ui';
import { Megaphone, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useProjectUpdates } from '../../../api/project-updates.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { UpdateItem, UpdateListSkeleton } from '../../../project-updates/update-item.tsx';
import { UpdatePages } from '../../../project-updates/update-pages.tsx';
import { UPDATE_TEXTS } from '../../../project-updates/update-texts.ts';
import { useSession } from '../../../session/index.ts';

// Only admins write updates: the form, its rules and its uploads load when one is opened.
const ProjectUpdateForm = lazy(() =>
  import('./project-update-form.tsx').then((m) => ({ default: m.ProjectUpdateForm })),
);

/** Which form is open: a new update's, an update's edit, or none. */
type Editing = { kind: 'new' } | { kind: 'edit'; update: ProjectUpdate } | null;

/**
 * The project's timeline (issue 34 §2): the updates the reader may read, newest first. An admin posts an update
 * here and edits one in its place; the server keeps every earlier version and the update says it was edited.
 */
export function ProjectUpdatesSection({ project }: { project: Project }) {
  const isAdmin = useSession().user?.role === 'ADMIN';
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const updates = useProjectUpdates(project.id, offset);
  const done = (text: string) => (saved: ProjectUpdate | undefined) => {
    setEditing(null);
    setOutcome(saved ? text : null);
    if (saved && editing?.kind === 'new') setOffset(0);
  };
  const form = (update?: ProjectUpdate) => (
    <Suspense fallback={<Spinner className="mx-auto my-6" />}>
      <ProjectUpdateForm
        projectId={project.id}
        update={update}
        onDone={done(update ? UPDATE_TEXTS.saved : UPDATE_TEXTS.posted)}
      />
    </Suspense>
  );
  return (
    <section aria-labelledby="project-updates-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="project-updates-title" className="text-lg font-semibold text-foreground">
          {UPDATE_TEXTS.timelineTitle}
        </h3>
        {isAdmin && editing === null && (
          <Button
            variant="outline"
            onClick={() => {
              setOutcome(null);
              setEditing({ kind: 'new' });
            }}
          >
            <Megaphone aria-hidden="true" />
            {UPDATE_TEXTS.post}
          </Button>
        )}
      </div>
      {outcome && (
        <Message variant="success" onDismiss={() => setOutcome(null)}>
          {outcome}
        </Message>
      )}
      {editing?.kind === 'new' && form()}
      {updates.isPending ? (
        <UpdateListSkeleton />
      ) : updates.isError ? (
        <LoadFailure error={updates.error} onRetry={() => void updates.refetch()} />
      ) : updates.data.updates.length === 0 ? (
        <EmptyState
          icon={<Megaphone aria-hidden="true" className="size-8" />}
          title={UPDATE_TEXTS.noUpdates}
          description={UPDATE_TEXTS.noUpdatesHint}
        />
      ) : (
        <>
          <ol className="flex flex-col gap-4" aria-busy={updates.isPlaceholderData || undefined}>
            {updates.data.updates.map((update) => (
              <li key={update.id} className="min-w-0">
                {editing?.kind === 'edit' && editing.update.id === update.id ? (
                  form(update)
                ) : (
                  <UpdateItem
                    update={update}
                    actions={
                      isAdmin &&
                      editing === null && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={UPDATE_TEXTS.edit(update.title)}
                          onClick={() => {
                            setOutcome(null);
                            setEditing({ kind: 'edit', update });
                          }}
                        >
                          <Pencil aria-hidden="true" />
                          {UPDATE_TEXTS.editShort}
                        </Button>
                      )
                    }
                  />
                )}
              </li>
            ))}
          </ol>
          <UpdatePages page={updates.data} offset={offset} onOffsetChange={setOffset} />
        </>
      )}
    </section>
  );
}
