import { WALLET_LABELS } from '@keystone/flows/rules';
import { lazy } from 'react';
import { LazyDialogTrigger } from '../lazy-dialog/lazy-dialog-trigger.tsx';

// Not every visit deposits or withdraws: each dialog and its form load on the button's first click.
const FundWalletDialog = lazy(() => import('./fund-wallet-dialog.tsx').then((m) => ({ default: m.FundWalletDialog })));
const WithdrawDialog = lazy(() => import('./withdraw-dialog.tsx').then((m) => ({ default: m.WithdrawDialog })));

/** The dashboard's 'Deposit' button. */
export function FundWalletTrigger() {
  return <LazyDialogTrigger dialog={FundWalletDialog}>{WALLET_LABELS.depositTitle}</LazyDialogTrigger>;
}

/** The dashboard's 'Withdraw' button. */
export function WithdrawTrigger() {
  return (
    <LazyDialogTrigger variant="secondary" dialog={WithdrawDialog}>
      {WALLET_LABELS.withdrawTitle}
    </LazyDialogTrigger>
  );
}
