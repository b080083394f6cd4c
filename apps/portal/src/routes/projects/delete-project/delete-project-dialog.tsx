import type { Project } from '@keystone/api';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@keystone/ui';
import { useState, type ReactNode } from 'react';
import { onRefusal, RefusalMessage } from '../../../api/index.ts';
import { useDeleteProject } from '../../../api/projects.ts';
import { DELETE_TEXTS } from './delete-project-texts.ts';

interface DeleteProjectDialogProps {
  project: Pick<Project, 'id' | 'title'>;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  defaultOpen?: boolean;
  onDeleted: () => void;
  /** Where a refusal is told; without it, inside the dialog. */
  onRefused?: (text: string) => void;
}

/**
 * The admin's delete of a DRAFT or COMING_SOON project, asked once more before it is sent. Once deleted, the
 * project leaves the cache and every project list is read again. A refusal is told in the server's words; server
 * faults open the generic modal (the query client's handlers).
 */
export function DeleteProjectDialog({
  project,
  trigger,
  defaultOpen = false,
  onDeleted,
  onRefused,
}: DeleteProjectDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const remove = useDeleteProject(project.id, {
    onSuccess: () => {
      setOpen(false);
      onDeleted();
    },
    onError: onRefusal((text) => {
      if (!onRefused) return;
      setOpen(false);
      onRefused(text);
    }),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{DELETE_TEXTS.title(project.title)}</DialogTitle>
          <DialogDescription>{DELETE_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {!onRefused && <RefusalMessage error={remove.error} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{DELETE_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate({ params: { path: { id: project.id } } })}
          >
            {DELETE_TEXTS.button}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
