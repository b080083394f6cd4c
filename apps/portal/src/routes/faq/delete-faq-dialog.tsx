import type { Faq } from '@keystone/api';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@keystone/ui';
import { useDeleteFaq } from '../../api/faq.ts';
import { RefusalMessage } from '../../api/index.ts';
import { FAQ_ADMIN_TEXTS } from './faq-texts.ts';

interface DeleteFaqDialogProps {
  faq: Faq | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * Asked once more before a record goes: the Help page loses it at once. A refusal (another admin deleted it first:
 * code 10) is told in the dialog in the server's words; server faults open the generic modal.
 */
export function DeleteFaqDialog({ faq, open, onOpenChange, onDeleted }: DeleteFaqDialogProps) {
  const remove = useDeleteFaq({ onSuccess: onDeleted });
  const changeOpen = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{FAQ_ADMIN_TEXTS.deleteTitle}</DialogTitle>
          <DialogDescription>
            {faq ? `"${faq.question}". ` : ''}
            {FAQ_ADMIN_TEXTS.deleteDescription}
          </DialogDescription>
        </DialogHeader>
        <RefusalMessage error={remove.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{FAQ_ADMIN_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            disabled={faq === null}
            onClick={() => faq && remove.mutate({ params: { path: { id: faq.id } } })}
          >
            {FAQ_ADMIN_TEXTS.deleteConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
