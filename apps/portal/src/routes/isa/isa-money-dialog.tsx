import type { IsaMovementResult, IsaSubscriptionSource, IsaWithdrawalTarget } from '@keystone/api';
import { walletAmountPence, validateWalletAmount } from '@keystone/flows/rules';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Message,
  MoneyInput,
} from '@keystone/ui';
import { ChoiceField, Form, FormField, rulesResolver, type Choice } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useSubscribeToIsa, useWithdrawFromIsa } from '../../api/isa.ts';
import { BankTransferDetails } from '../../wallet/index.ts';
import { ISA_TEXTS } from './isa-texts.ts';

type Direction = 'subscribe' | 'withdraw';

interface MoneyValues {
  /** The pounds as typed, named as the contract's field so that a refusal of it lands here. */
  amountPence: string;
  way: string;
}

const sourceChoices: Choice<IsaSubscriptionSource>[] = [
  { value: 'E_WALLET', label: ISA_TEXTS.sources.E_WALLET },
  { value: 'BANK_TRANSFER', label: ISA_TEXTS.sources.BANK_TRANSFER },
];
const targetChoices: Choice<IsaWithdrawalTarget>[] = [
  { value: 'E_WALLET', label: ISA_TEXTS.targets.E_WALLET },
  { value: 'BANK', label: ISA_TEXTS.targets.BANK },
];

const words = {
  subscribe: { trigger: ISA_TEXTS.subscribe, title: ISA_TEXTS.subscribeTitle, submit: ISA_TEXTS.subscribeSubmit },
  withdraw: { trigger: ISA_TEXTS.withdraw, title: ISA_TEXTS.withdrawTitle, submit: ISA_TEXTS.withdrawSubmit },
} as const;

/** Paying into the ISA (from the e-wallet or by bank transfer) or taking money out (to the e-wallet or the bank). */
export function IsaMoneyDialog({ direction, defaultOpen = false }: { direction: Direction; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={direction === 'subscribe' ? 'primary' : 'secondary'}>{words[direction].trigger}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{words[direction].title}</DialogTitle>
          <DialogDescription className="sr-only">{words[direction].title}</DialogDescription>
        </DialogHeader>
        <MoneyForm direction={direction} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver<MoneyValues>({ amountPence: validateWalletAmount });

function MoneyForm({ direction, onDone }: { direction: Direction; onDone: () => void }) {
  const form = useForm<MoneyValues>({ resolver, defaultValues: { amountPence: '', way: 'E_WALLET' } });
  const subscribe = useSubscribeToIsa({ onError: showOnForm(form) });
  const withdraw = useWithdrawFromIsa({ onError: showOnForm(form) });
  const call = direction === 'subscribe' ? subscribe : withdraw;

  if (call.isSuccess) return <MoneyDone answer={call.data} direction={direction} onDone={onDone} />;

  // One key per submission: a retry of this request cannot move the money twice.
  const onSubmit = ({ amountPence, way }: MoneyValues) => {
    const header = { 'Idempotency-Key': crypto.randomUUID() };
    const amount = walletAmountPence(amountPence);
    if (direction === 'subscribe') {
      subscribe.mutate({ params: { header }, body: { amountPence: amount, from: way as IsaSubscriptionSource } });
    } else {
      withdraw.mutate({ params: { header }, body: { amountPence: amount, to: way as IsaWithdrawalTarget } });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={words[direction].title} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="way"
        render={(field) =>
          direction === 'subscribe' ? (
            <ChoiceField legend={ISA_TEXTS.from} choices={sourceChoices} field={field} />
          ) : (
            <ChoiceField legend={ISA_TEXTS.to} choices={targetChoices} field={field} />
          )
        }
      />
      <FormField
        control={form.control}
        name="amountPence"
        render={(field) => (
          <MoneyInput label={ISA_TEXTS.amount} hint={ISA_TEXTS.amountHint} wholePounds required {...field} />
        )}
      />
      <Button type="submit" loading={call.isPending}>
        {words[direction].submit}
      </Button>
    </Form>
  );
}

function MoneyDone({ answer, direction, onDone }: { answer: IsaMovementResult; direction: Direction; onDone(): void }) {
  return (
    <div className="flex flex-col gap-4">
      {answer.payment ? (
        <>
          <p className="text-sm">{ISA_TEXTS.bankTransferIntro}</p>
          <BankTransferDetails details={answer.payment} />
        </>
      ) : (
        <Message variant="success" dismissible={false}>
          {direction === 'subscribe' ? ISA_TEXTS.paidIn : ISA_TEXTS.withdrawn}
        </Message>
      )}
      <Button onClick={onDone}>{ISA_TEXTS.done}</Button>
    </div>
  );
}
