import type { Project } from '@keystone/api';
import { projectWalletAmountPence, validateProjectWalletAmount } from '@keystone/flows/projects';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, MoneyInput } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../../api/index.ts';
import { useTransferToLongWallet } from '../../../api/project-payments.ts';
import { PAYMENTS_TEXTS } from './payments-texts.ts';

interface TransferFormValues {
  amount: string;
}

const resolver = rulesResolver<TransferFormValues>({ amount: validateProjectWalletAmount });

/** 'Transfer to long-term wallet': the part of the money that goes on into the long term (projects with one only). */
export function TransferToLongDialog({ project, defaultOpen = false }: { project: Project; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<TransferFormValues>({ resolver, defaultValues: { amount: '' } });
  const transfer = useTransferToLongWallet(project.id, {
    // Code 35 (the short-term wallet cannot cover it) lands above the form.
    onError: showOnForm(form),
    onSuccess: () => setOpen(false),
  });
  const onSubmit = ({ amount }: TransferFormValues) =>
    transfer.mutate({
      params: { path: { id: project.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { amountPence: projectWalletAmountPence(amount) },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PAYMENTS_TEXTS.transferToLong}</DialogTitle>
          <DialogDescription>From the project's short-term wallet to its long-term wallet.</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={onSubmit}
          aria-label={PAYMENTS_TEXTS.transferToLong}
          className="flex flex-col gap-4"
        >
          <FormField
            control={form.control}
            name="amount"
            render={(field) => <MoneyInput label={PAYMENTS_TEXTS.amount} required {...field} />}
          />
          <Button type="submit" loading={transfer.isPending}>
            {PAYMENTS_TEXTS.transfer}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
