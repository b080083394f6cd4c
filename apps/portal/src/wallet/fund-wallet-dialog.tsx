import type { PaymentInfo } from '@keystone/api';
import {
  validateWalletAmount,
  validateInstructionsRead,
  WALLET_LABELS,
  walletAmountPence,
} from '@keystone/flows/rules';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Message,
  MoneyInput,
} from '@keystone/ui';
import { checkboxProps, Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../api/index.ts';
import { useFundWallet } from '../api/wallet.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';

interface FundWalletFormValues {
  /** The pounds as typed, named as the contract's field so that a refusal of it lands here; pence on submit. */
  amountPence: string;
  instructionsRead: boolean;
}

const resolver = rulesResolver<FundWalletFormValues>({
  amountPence: validateWalletAmount,
  instructionsRead: validateInstructionsRead,
});

/**
 * The e-wallet's deposit (seed 000 §5 'Wallet'): an amount and the read-the-instructions box, then the bank transfer
 * to make. The money shows once the payment provider has it, so the dialog says how long that can take.
 */
export function FundWalletDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{WALLET_LABELS.depositTitle}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{WALLET_LABELS.depositTitle}</DialogTitle>
          <DialogDescription>{WALLET_LABELS.depositInstructions}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets the amount and the instructions. */}
        <FundWalletForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FundWalletForm({ onDone }: { onDone: () => void }) {
  const form = useForm<FundWalletFormValues>({ resolver, defaultValues: { amountPence: '', instructionsRead: false } });
  const fund = useFundWallet({ onError: showOnForm(form) });

  if (fund.isSuccess) return <FundWalletInstructions details={fund.data} onDone={onDone} />;

  // One key per submission: a retry of this request (the client's, or the network's) cannot deposit twice.
  const onSubmit = ({ amountPence }: FundWalletFormValues) =>
    fund.mutate({
      params: {
        query: { amountPence: walletAmountPence(amountPence) },
        header: { 'Idempotency-Key': crypto.randomUUID() },
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={WALLET_LABELS.depositTitle} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="amountPence"
        render={(field) => (
          <MoneyInput label={WALLET_LABELS.amount} hint={WALLET_LABELS.amountHint} wholePounds required {...field} />
        )}
      />
      <FormField
        control={form.control}
        name="instructionsRead"
        render={(field) => <Checkbox label={WALLET_LABELS.instructionsRead} {...checkboxProps(field)} />}
      />
      <Button type="submit" loading={fund.isPending}>
        {WALLET_LABELS.getInstructions}
      </Button>
    </Form>
  );
}

function FundWalletInstructions({ details, onDone }: { details: PaymentInfo; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <BankTransferDetails details={details} />
      <Message variant="info" dismissible={false}>
        {WALLET_LABELS.transferDelay}
      </Message>
      <Button onClick={onDone}>{WALLET_LABELS.done}</Button>
    </div>
  );
}
