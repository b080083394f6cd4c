import type { PaymentRow, Project } from '@keystone/api';
import { errorText } from '@keystone/flows/errors';
import { canCalculatePayouts, canMakePayments } from '@keystone/flows/payouts';
import { Button } from '@keystone/ui';
import { lazy } from 'react';
import { useApi } from '../../../api/index.ts';
import { isUnexpectedFailure } from '../../../api/unexpected-failure.ts';
import { LazyDialogTrigger } from '../../../lazy-dialog/lazy-dialog-trigger.tsx';
import { PAYMENTS_TEXTS } from './payments-texts.ts';
import type { Notice } from './use-timed-notice.ts';
import { usePaymentsRefresh } from './use-payments-refresh.ts';

// Funding and transferring are occasional: each dialog and its form load on the first click.
const FundWalletDialog = lazy(() => import('./fund-wallet-dialog.tsx').then((m) => ({ default: m.FundWalletDialog })));
const TransferToLongDialog = lazy(() =>
  import('./transfer-to-long-dialog.tsx').then((m) => ({ default: m.TransferToLongDialog })),
);

interface PaymentActionsProps {
  project: Project;
  longTerm: boolean;
  firstRow: PaymentRow | undefined;
  onNotice: (notice: Notice) => void;
}

/** 'Calculate profit' and 'Make payments' for the tab shown, and the wallet's two dialogs. */
export function PaymentActions({ project, longTerm, firstRow, onNotice }: PaymentActionsProps) {
  const $api = useApi();
  const refresh = usePaymentsRefresh(project.id);
  const refused = (error: unknown) => {
    // Unexpected failures have opened the generic modal; a refusal (code 35 above all) is worded here.
    if (!isUnexpectedFailure(error)) onNotice({ variant: 'error', text: errorText(error) });
  };
  const params = { path: { id: project.id }, query: { longTerm } };
  const calculate = $api.useMutation('post', '/projects/{id}/payments/recalculate', {
    onError: refused,
    onSuccess: async () => {
      await refresh();
      onNotice({ variant: 'success', text: PAYMENTS_TEXTS.calculated });
    },
  });
  const pay = $api.useMutation('post', '/projects/{id}/payments/make', {
    onError: refused,
    onSuccess: async () => {
      await refresh();
      onNotice({ variant: 'success', text: PAYMENTS_TEXTS.paymentsStarted });
    },
  });
  return (
    <div role="group" aria-label="Payment actions" className="flex flex-wrap gap-2">
      <Button
        disabled={!canCalculatePayouts(project.status)}
        loading={calculate.isPending}
        onClick={() => calculate.mutate({ params })}
      >
        {PAYMENTS_TEXTS.calculateProfit}
      </Button>
      <Button
        disabled={!canMakePayments(project.status, firstRow) || pay.isPending}
        loading={pay.isPending}
        onClick={() => pay.mutate({ params })}
      >
        {PAYMENTS_TEXTS.makePayments}
      </Button>
      <LazyDialogTrigger variant="outline" dialog={FundWalletDialog} dialogProps={{ project }}>
        {PAYMENTS_TEXTS.fundWallet}
      </LazyDialogTrigger>
      {project.allowLongTerm && (
        <LazyDialogTrigger variant="outline" dialog={TransferToLongDialog} dialogProps={{ project }}>
          {PAYMENTS_TEXTS.transferToLong}
        </LazyDialogTrigger>
      )}
    </div>
  );
}
