import { KYC_REJECT_REASON_MAX_LENGTH, validateKycRejectReason } from '@keystone/flows/rules';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';

interface RejectKycDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onReject: (reason: string) => void;
  /** Where the focus goes once the dialog closes; no trigger button opens it, so Radix cannot know. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Rejecting KYC needs a reason: the investor reads it on the wizard's finished screen before starting again. */
export function RejectKycDialog({
  open,
  onOpenChange,
  name,
  pending,
  onReject,
  onCloseAutoFocus,
}: RejectKycDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Reject KYC for {name}?</DialogTitle>
          <DialogDescription>
            We will e-mail them the reason, which they also see when they sign in, and they can start the KYC procedure
            again.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets what was typed. */}
        <RejectionForm pending={pending} onReject={onReject} />
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver<{ reason: string }>({ reason: validateKycRejectReason });

function RejectionForm({ pending, onReject }: Pick<RejectKycDialogProps, 'pending' | 'onReject'>) {
  const form = useForm<{ reason: string }>({ resolver, defaultValues: { reason: '' } });
  return (
    <Form form={form} onSubmit={({ reason }) => onReject(reason.trim())} className="flex flex-col gap-5">
      <FormField
        control={form.control}
        name="reason"
        render={(field) => (
          <TextField label="Reason" required autoComplete="off" maxLength={KYC_REJECT_REASON_MAX_LENGTH} {...field} />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={pending}>
          Reject KYC
        </Button>
      </DialogFooter>
    </Form>
  );
}
