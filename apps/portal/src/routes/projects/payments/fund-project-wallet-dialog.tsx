import type { InvestmentTerm, Project } from '@keystone/api';
import {
  INVESTMENT_TERM_LABELS,
  projectWalletAmountPence,
  validateProjectWalletAmount,
} from '@keystone/flows/projects';
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle, Message, MoneyInput, Select } from '@keystone/ui';
import { Form, FormField, rulesResolver, selectProps } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../../api/index.ts';
import { useFundProjectWallet } from '../../../api/project-payments.ts';
import { PAYMENTS_TEXTS } from './payments-texts.ts';
import { REQUIRED_MESSAGES } from '@keystone/flows/rules';

interface FundFormValues {
  term: InvestmentTerm | '';
  amount: string;
}

const resolver = rulesResolver<FundFormValues>({
  term: (value) => (value === '' ? REQUIRED_MESSAGES.fieldRequired : undefined),
  amount: validateProjectWalletAmount,
});

/**
 * 'Fund project wallet': records the developer's repayment into the project's term wallet through the payment
 * provider. The money shows once the provider settles it, so the dialog says so.
 */
export function FundProjectWalletDialog({ project, defaultOpen = false }: { project: Project; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PAYMENTS_TEXTS.fundProjectWallet}</DialogTitle>
        </DialogHeader>
        <FundForm project={project} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FundForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const form = useForm<FundFormValues>({
    resolver,
    defaultValues: { term: project.allowLongTerm ? '' : 'SHORT', amount: '' },
  });
  const fund = useFundProjectWallet(project.id, { onError: showOnForm(form) });
  if (fund.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Message variant="success" dismissible={false}>
          {PAYMENTS_TEXTS.fundRecorded}
        </Message>
        <Button onClick={onDone}>{PAYMENTS_TEXTS.done}</Button>
      </div>
    );
  }
  const terms: InvestmentTerm[] = project.allowLongTerm ? ['SHORT', 'LONG'] : ['SHORT'];
  // One key per submission, as the e-wallet's deposit sends it: a retry of this request cannot record it twice.
  const onSubmit = ({ term, amount }: FundFormValues) =>
    fund.mutate({
      params: { path: { id: project.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { term: term as InvestmentTerm, amountPence: projectWalletAmountPence(amount) },
    });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={PAYMENTS_TEXTS.fundProjectWallet} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="term"
        render={(field) => (
          <Select
            label={PAYMENTS_TEXTS.term}
            required
            placeholder="Choose a term"
            options={terms.map((term) => ({ value: term, label: INVESTMENT_TERM_LABELS[term] }))}
            {...selectProps(field)}
          />
        )}
      />
      <FormField
        control={form.control}
        name="amount"
        render={(field) => <MoneyInput label={PAYMENTS_TEXTS.amount} required {...field} />}
      />
      <Button type="submit" loading={fund.isPending}>
        {PAYMENTS_TEXTS.fund}
      </Button>
    </Form>
  );
}
