import type { ProjectUpdate } from '@keystone/api';
import { updateAnchor } from '@keystone/flows/notifications';
import { editedNote, postedNote } from '@keystone/flows/projects';
import { Badge, Button, LoadingSkeleton, Skeleton, SkeletonText } from '@keystone/ui';
import { ChevronDown, FileText } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { EarlierVersions } from './earlier-versions.tsx';
import { UPDATE_TEXTS } from './update-texts.ts';

interface UpdateItemProps {
  update: ProjectUpdate;
  /** The feed names the project the update is about, linked to its page; the project's own timeline does not. */
  showProject?: boolean;
  /** The admin's Edit button, on the project's timeline. */
  actions?: ReactNode;
  /** The title's level: under the timeline's heading, or straight under the feed page's. */
  headingLevel?: 'h2' | 'h4';
}

/**
 * One update: its title, when it was posted and (never silently) when it was edited, in London time; who may read
 * it; its text, photos and documents. "Edited …" opens the earlier versions below the header, read when opened.
 */
export function UpdateItem({ update, showProject = false, actions, headingLevel: Heading = 'h4' }: UpdateItemProps) {
  const headingId = `update-${update.id}-title`;
  const anchor = updateAnchor(update.id);
  const edited = editedNote(update.editedAt);
  const [showEarlier, setShowEarlier] = useState(false);
  const earlierId = `update-${update.id}-earlier`;
  const article = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // A notification's link names the update: the browser scrolls to it on a fresh load only, and the timeline arrives
  // after the page, so the update brings itself into view when it is the one named.
  useEffect(() => {
    if (hash === `#${anchor}`) article.current?.scrollIntoView({ block: 'start' });
  }, [hash, anchor]);
  return (
    <article
      ref={article}
      id={anchor}
      aria-labelledby={headingId}
      className="flex min-w-0 scroll-mt-20 flex-col gap-3 rounded-lg border bg-surface p-4"
    >
      <header className="flex flex-col gap-1">
        {showProject && (
          <Link
            to={`/platform/projects/${update.projectId}`}
            className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {update.projectTitle}
          </Link>
        )}
        <Heading id={headingId} className="text-lg font-semibold break-words text-foreground">
          {update.title}
        </Heading>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{postedNote(update.postedAt)}</span>
          {edited && (
            <Button
              variant="link"
              size="sm"
              className="min-h-6 font-medium"
              aria-expanded={showEarlier}
              aria-controls={earlierId}
              // The visible words first, so that a voice command naming them presses it.
              aria-label={`${edited}, ${UPDATE_TEXTS.showEarlier}`}
              onClick={() => setShowEarlier((open) => !open)}
            >
              <span>{edited}</span>
              <ChevronDown aria-hidden="true" className={showEarlier ? 'rotate-180' : undefined} />
            </Button>
          )}
          <Badge tone="neutral">{UPDATE_TEXTS.forAudience(UPDATE_TEXTS.audience[update.audience])}</Badge>
        </p>
      </header>
      {edited && showEarlier && <EarlierVersions update={update} id={earlierId} />}
      <p className="whitespace-pre-line break-words text-foreground">{update.text}</p>
      {update.photos.length > 0 && (
        <ul aria-label={UPDATE_TEXTS.photos} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {update.photos.map((photo) => (
            <li key={photo.url}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded focus-visible:outline-2 focus-visible:outline-ring"
              >
                <img
                  src={photo.url}
                  alt={photo.name}
                  loading="lazy"
                  className="aspect-video w-full rounded bg-muted object-cover"
                />
                <span className="sr-only">{UPDATE_TEXTS.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {update.documents.length > 0 && (
        <ul aria-label={UPDATE_TEXTS.documents} className="flex flex-col gap-1">
          {update.documents.map((document) => (
            <li key={document.url} className="min-w-0">
              <a
                href={document.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{document.name}</span>
                <span className="sr-only">{UPDATE_TEXTS.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}

/** The list's shape while it loads: two updates' boxes, so that the page does not jump when they arrive. */
export function UpdateListSkeleton() {
  return (
    <LoadingSkeleton>
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-lg border p-4">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <SkeletonText lines={3} />
        </div>
      ))}
    </LoadingSkeleton>
  );
}
