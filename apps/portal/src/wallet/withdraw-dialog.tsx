import { formatMoney } from '@keystone/flows/format';
import {
  WALLET_LABELS,
  WALLET_MESSAGES,
  walletAmountPence,
  withdrawalAmountRule,
  withdrawalSentMessage,
} from '@keystone/flows/rules';
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
  Spinner,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../api/index.ts';
import { useWithdrawFromWallet } from '../api/wallet.ts';
import { useSession } from '../session/index.ts';

interface WithdrawFormValues {
  /** The pounds as typed, named as the contract's field so that a refusal of it lands here; pence on submit. */
  amountPence: string;
}

/**
 * The e-wallet's withdrawal (seed 000 §5 'Wallet') to the bank account on the investor's profile: the amount is
 * checked against the balance here, and again by the server, which takes it from the wallet at once.
 */
export function WithdrawDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{WALLET_LABELS.withdrawTitle}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{WALLET_LABELS.withdrawTitle}</DialogTitle>
          <DialogDescription>{WALLET_LABELS.withdrawInstructions}</DialogDescription>
        </DialogHeader>
        <WithdrawBody onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WithdrawBody({ onDone }: { onDone: () => void }) {
  const { user, userLoading } = useSession();
  if (userLoading || !user) return <Spinner className="m-auto" />;
  if (!user.sortCode || !user.accountNumber) {
    return (
      <Message variant="warning" dismissible={false}>
        {WALLET_MESSAGES.noBankDetails}
      </Message>
    );
  }
  return <WithdrawForm balancePence={user.balancePence} onDone={onDone} />;
}

function WithdrawForm({ balancePence, onDone }: { balancePence: number; onDone: () => void }) {
  const resolver = useMemo(
    () => rulesResolver<WithdrawFormValues>({ amountPence: withdrawalAmountRule(balancePence) }),
    [balancePence],
  );
  const form = useForm<WithdrawFormValues>({ resolver, defaultValues: { amountPence: '' } });
  const withdraw = useWithdrawFromWallet({ onError: showOnForm(form) });

  if (withdraw.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Message variant="success" dismissible={false}>
          {withdrawalSentMessage(withdraw.data.amountPence, withdraw.data.status)}
        </Message>
        <Button onClick={onDone}>{WALLET_LABELS.done}</Button>
      </div>
    );
  }

  // One key per submission: a retry of this request cannot withdraw twice.
  const onSubmit = ({ amountPence }: WithdrawFormValues) =>
    withdraw.mutate({
      params: {
        query: { amountPence: walletAmountPence(amountPence) },
        header: { 'Idempotency-Key': crypto.randomUUID() },
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={WALLET_LABELS.withdrawTitle} className="flex flex-col gap-4">
      <p className="text-sm">
        {WALLET_LABELS.balance}: <strong>{formatMoney(balancePence)}</strong>
      </p>
      <FormField
        control={form.control}
        name="amountPence"
        render={(field) => (
          <MoneyInput label={WALLET_LABELS.amount} hint={WALLET_LABELS.amountHint} wholePounds required {...field} />
        )}
      />
      <Button type="submit" loading={withdraw.isPending}>
        {WALLET_LABELS.withdrawSubmit}
      </Button>
    </Form>
  );
}
