import type { Project } from '@keystone/api';
import { Button } from '@keystone/ui';
import { useNavigate } from 'react-router';
import { DeleteProjectDialog } from '../delete-project/delete-project-dialog.tsx';
import { DELETE_TEXTS } from '../delete-project/delete-project-texts.ts';

/** The details page's 'Delete' (DRAFT and COMING_SOON only), loaded on its first click; afterwards the project list. */
export function DeleteProjectFromDetailsDialog({
  project,
  defaultOpen = false,
}: {
  project: Project;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DeleteProjectDialog
      project={project}
      defaultOpen={defaultOpen}
      trigger={<Button variant="danger">{DELETE_TEXTS.button}</Button>}
      onDeleted={() => void navigate('/platform/projects')}
    />
  );
}
