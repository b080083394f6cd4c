import type { Project } from '@keystone/api';
import { Button } from '@keystone/ui';
import { Trash2 } from 'lucide-react';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { DeleteProjectDialog } from '../delete-project/delete-project-dialog.tsx';
import { DELETE_TEXTS } from '../delete-project/delete-project-texts.ts';

interface DeleteProjectProps {
  project: Pick<Project, 'id' | 'title'>;
  onOutcome: (outcome: ActionOutcome) => void;
}

/** A table row's delete: what came of it is told above the list, as the users list tells its actions. */
export function DeleteProject({ project, onOutcome }: DeleteProjectProps) {
  return (
    <DeleteProjectDialog
      project={project}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          <span className="max-sm:sr-only">{DELETE_TEXTS.button}</span>
          <span className="sr-only"> {project.title}</span>
        </Button>
      }
      onDeleted={() => onOutcome({ variant: 'success', text: `${project.title} was deleted.` })}
      onRefused={(text) => onOutcome({ variant: 'error', text })}
    />
  );
}
