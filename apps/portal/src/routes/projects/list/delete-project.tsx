import type { Project } from '@keystone/api';
import { errorText } from '@keystone/flows/errors';
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
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isUnexpectedFailure, useApi } from '../../../api/index.ts';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';

interface DeleteProjectProps {
  project: Pick<Project, 'id' | 'title'>;
  onOutcome: (outcome: ActionOutcome) => void;
}

/**
 * The admin's delete of a DRAFT or COMING_SOON project, asked once more before it is sent. Once the server answered,
 * the dialog closes and the list is read again; a refusal is told in the server's words, and server faults open the
 * generic modal (the query client's handlers).
 */
export function DeleteProject({ project, onOutcome }: DeleteProjectProps) {
  const $api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = $api.useMutation('delete', '/projects/{id}', {
    onSuccess: () => {
      onOutcome({ variant: 'success', text: `${project.title} was deleted.` });
      void queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', '/projects').queryKey });
    },
    onError: (error) => {
      if (!isUnexpectedFailure(error)) onOutcome({ variant: 'error', text: errorText(error) });
    },
    onSettled: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          <span className="max-sm:sr-only">Delete</span>
          <span className="sr-only"> {project.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete {project.title}?</DialogTitle>
          <DialogDescription>The project, its pictures and its documents are removed for good.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate({ params: { path: { id: project.id } } })}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
