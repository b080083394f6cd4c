import type { ResaleListing } from '@keystone/api';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../../api/index.ts';
import { useSuspendResaleListing } from '../../../api/resale.ts';
import { RESALE_ADMIN_TEXTS } from './resale-admin-texts.ts';

interface SuspendFormValues {
  reason: string;
}

const resolver = rulesResolver<SuspendFormValues>({
  reason: (reason) => (reason.trim() === '' ? RESALE_ADMIN_TEXTS.reasonRequired : undefined),
});

interface SuspendListingDialogProps {
  listing: ResaleListing;
  onOpenChange: (open: boolean) => void;
  /** Suspended: the host closes the dialog and says so. */
  onSuspended: (listing: ResaleListing) => void;
}

/**
 * The admin suspends a listing with the reason its seller is told (`suspendResaleListing`). A refusal (it sold,
 * was cancelled or expired meanwhile: 409 code 63) lands above the form, which stays open.
 */
export function SuspendListingDialog({ listing, onOpenChange, onSuspended }: SuspendListingDialogProps) {
  const form = useForm<SuspendFormValues>({ resolver, defaultValues: { reason: '' } });
  const suspend = useSuspendResaleListing({ onSuccess: onSuspended, onError: showOnForm(form) });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{RESALE_ADMIN_TEXTS.suspendTitle}</DialogTitle>
          <DialogDescription>
            {RESALE_ADMIN_TEXTS.suspendDescription(listing.id, listing.projectTitle)}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          aria-label={RESALE_ADMIN_TEXTS.suspendTitle}
          className="flex flex-col gap-4"
          onSubmit={({ reason }) =>
            suspend.mutate({ params: { path: { id: listing.id } }, body: { reason: reason.trim() } })
          }
        >
          <FormField
            control={form.control}
            name="reason"
            render={(field) => (
              <TextField label={RESALE_ADMIN_TEXTS.reason} hint={RESALE_ADMIN_TEXTS.reasonHint} required {...field} />
            )}
          />
          <Button type="submit" variant="danger" loading={suspend.isPending}>
            {RESALE_ADMIN_TEXTS.suspendConfirm}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
