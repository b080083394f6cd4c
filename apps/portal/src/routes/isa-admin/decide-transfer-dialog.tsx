import type { IsaTransfer } from '@keystone/api';
import {
  isaTransferRecordFormErrors,
  isaTransferRecordFormRecord,
  validateIsaTransferReason,
  type IsaTransferRecordFormValues,
} from '@keystone/flows/isa-transfers';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Message,
  MoneyInput,
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { Snapshot } from 'xstate';
import { showOnForm } from '../../api/index.ts';
import { useIsaTransferActor } from '../isa-transfers/index.ts';
import { ISA_ADMIN_TEXTS } from './isa-admin-texts.ts';

export type Decision = 'record' | 'reject';

interface DecideTransferDialogProps {
  transfer: IsaTransfer;
  decision: Decision;
  onOpenChange: (open: boolean) => void;
  /** A state of the transfer's machine to start from (stories). */
  snapshot?: Snapshot<unknown>;
}

interface RejectFormValues {
  reason: string;
}

const rejectResolver = rulesResolver<RejectFormValues>({ reason: validateIsaTransferReason });

/** The server names the record's fields in pence; the form's are as typed. */
const recordField = (field: string) =>
  field === 'amountPence' ? 'amount' : field === 'currentYearPence' ? 'currentYear' : undefined;

/**
 * The admin's decision on a REQUESTED transfer, run by the transfer's machine: 'Record' the money received or sent
 * (`recording`, `recordFailed`, `completed`) with this year's part, or 'Reject' it with the reason the investor is
 * shown (`rejecting`, `rejectFailed`, `rejected`). A refusal lands on the form (an amount over the ISA's cash under
 * its field; another admin's decision first, code 57, above it).
 */
export function DecideTransferDialog({ transfer, decision, onOpenChange, snapshot }: DecideTransferDialogProps) {
  const actor = useIsaTransferActor(transfer, snapshot);
  const state = useSelector(actor, (current) => current);
  const recordForm = useForm<IsaTransferRecordFormValues>({
    resolver: rulesResolver<IsaTransferRecordFormValues>((values) =>
      isaTransferRecordFormErrors(values, transfer.years),
    ),
    defaultValues: {
      amount: '',
      currentYear: '',
    },
  });
  const rejectForm = useForm<RejectFormValues>({ resolver: rejectResolver, defaultValues: { reason: '' } });
  const failed = state.matches('recordFailed') || state.matches('rejectFailed');
  const { error } = state.context;
  useEffect(() => {
    if (!failed) return;
    if (decision === 'record') showOnForm(recordForm, { fieldName: recordField })(error);
    else showOnForm(rejectForm)(error);
  }, [failed, error, decision, recordForm, rejectForm]);
  const done = state.matches('completed') || state.matches('rejected');
  const title = decision === 'record' ? ISA_ADMIN_TEXTS.recordTitle[transfer.direction] : ISA_ADMIN_TEXTS.rejectTitle;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{ISA_ADMIN_TEXTS.about(transfer)}</DialogDescription>
        </DialogHeader>
        {done ? (
          <>
            <Message variant="success" dismissible={false}>
              {state.matches('completed') ? ISA_ADMIN_TEXTS.recorded : ISA_ADMIN_TEXTS.rejected}
            </Message>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{ISA_ADMIN_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : decision === 'record' ? (
          <RecordForm
            form={recordForm}
            title={title}
            busy={state.hasTag('busy')}
            onSubmit={(values) =>
              actor.send({
                type: 'RECORD',
                record: isaTransferRecordFormRecord(values),
                // One key per submission: a retry of this request cannot record it twice.
                idempotencyKey: crypto.randomUUID(),
              })
            }
          />
        ) : (
          <Form
            form={rejectForm}
            aria-label={title}
            className="flex flex-col gap-4"
            onSubmit={({ reason }) => actor.send({ type: 'REJECT', reason: reason.trim() })}
          >
            <FormField
              control={rejectForm.control}
              name="reason"
              render={(field) => (
                <TextField label={ISA_ADMIN_TEXTS.reason} hint={ISA_ADMIN_TEXTS.reasonHint} required {...field} />
              )}
            />
            <Button type="submit" variant="danger" loading={state.hasTag('busy')}>
              {ISA_ADMIN_TEXTS.rejectConfirm}
            </Button>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface RecordFormProps {
  form: UseFormReturn<IsaTransferRecordFormValues>;
  title: string;
  busy: boolean;
  onSubmit: (values: IsaTransferRecordFormValues) => void;
}

function RecordForm({ form, title, busy, onSubmit }: RecordFormProps) {
  return (
    <Form form={form} aria-label={title} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FormField
        control={form.control}
        name="amount"
        render={(field) => <MoneyInput label={ISA_ADMIN_TEXTS.amount} required {...field} />}
      />
      <FormField
        control={form.control}
        name="currentYear"
        render={(field) => (
          <MoneyInput label={ISA_ADMIN_TEXTS.currentYear} hint={ISA_ADMIN_TEXTS.currentYearHint} {...field} />
        )}
      />
      <Button type="submit" loading={busy}>
        {ISA_ADMIN_TEXTS.recordConfirm}
      </Button>
    </Form>
  );
}
