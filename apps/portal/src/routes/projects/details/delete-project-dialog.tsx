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
  Message,
} from '@keystone/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isUnexpectedFailure, useApi } from '../../../api/index.ts';
import { DELETE_TEXTS } from './delete-project-dialog-texts.ts';
import { useDetailsProject } from './details-project.ts';

/** The admin's 'Delete' (DRAFT and COMING_SOON only), asked once more; afterwards the project list. */
export function DeleteProjectDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const project = useDetailsProject();
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const $api = useApi();
  const queryClient = useQueryClient();
  const remove = $api.useMutation('delete', '/projects/{id}', {
    onSuccess: () => {
      void navigate('/platform/projects');
      queryClient.removeQueries({
        queryKey: $api.queryOptions('get', '/projects/{id}', { params: { path: { id: project.id } } }).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: ['get', '/projects'] });
    },
  });
  const refusal = remove.error && !isUnexpectedFailure(remove.error) ? errorText(remove.error) : null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">{DELETE_TEXTS.button}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{DELETE_TEXTS.title(project.title)}</DialogTitle>
          <DialogDescription>{DELETE_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {refusal && <Message variant="error">{refusal}</Message>}
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
