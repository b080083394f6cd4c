import type { ProjectUpdatePage } from '@keystone/api';
import { PROJECT_UPDATES_PAGE_SIZE } from '@keystone/flows/projects';
import { Button } from '@keystone/ui';
import { UPDATE_TEXTS } from './update-texts.ts';

interface UpdatePagesProps {
  page: ProjectUpdatePage;
  offset: number;
  onOffsetChange: (offset: number) => void;
}

/** Newer and older pages of a list of updates; nothing when it all fits on one. */
export function UpdatePages({ page, offset, onOffsetChange }: UpdatePagesProps) {
  if (offset === 0 && page.nextOffset === null) return null;
  return (
    <nav aria-label={UPDATE_TEXTS.pages} className="flex flex-wrap justify-between gap-2">
      <Button
        variant="outline"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - PROJECT_UPDATES_PAGE_SIZE))}
      >
        {UPDATE_TEXTS.newer}
      </Button>
      <Button
        variant="outline"
        disabled={page.nextOffset === null}
        onClick={() => page.nextOffset !== null && onOffsetChange(page.nextOffset)}
      >
        {UPDATE_TEXTS.older}
      </Button>
    </nav>
  );
}
