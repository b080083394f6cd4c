import type { ResaleListing } from '@keystone/api';
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
import { RefusalMessage } from '../../../api/index.ts';
import { useCancelResaleListing } from '../../../api/resale.ts';
import { MY_LISTINGS_TEXTS } from './my-listings-texts.ts';

interface CancelListingDialogProps {
  listing: ResaleListing;
  onOpenChange: (open: boolean) => void;
  /** Cancelled: the host closes the dialog and says so. */
  onCancelled: (listing: ResaleListing) => void;
}

/**
 * Asked once more before the seller withdraws what is left of a listing (`cancelResaleListing`). A refusal (it sold
 * or was suspended meanwhile, 409 code 63) is said in the dialog, which stays open.
 */
export function CancelListingDialog({ listing, onOpenChange, onCancelled }: CancelListingDialogProps) {
  const cancel = useCancelResaleListing(listing.id, { onSuccess: onCancelled });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{MY_LISTINGS_TEXTS.cancelTitle}</DialogTitle>
          <DialogDescription>
            {MY_LISTINGS_TEXTS.cancelDescription(listing.remainingPence, listing.projectTitle)}
          </DialogDescription>
        </DialogHeader>
        <RefusalMessage error={cancel.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{MY_LISTINGS_TEXTS.keep}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ params: { path: { id: listing.id } } })}
          >
            {MY_LISTINGS_TEXTS.cancelConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
