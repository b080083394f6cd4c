import type { InvestmentTerm, PaymentRow, Project } from '@keystone/api';
import { canCalculatePayouts, canMakePayments } from '@keystone/flows/payouts';
import { Button } from '@keystone/ui';
import { lazy } from 'react';
import { onRefusal } from '../../../api/index.ts';
import { useCalculateProjectProfit, useMakeProjectPayments } from '../../../api/project-payments.ts';
import { LazyDialogTrigger } from '../../../lazy-dialog/lazy-dialog-trigger.tsx';
import { PAYMENTS_TEXTS } from './payments-texts.ts';
import type { Notice } from './use-timed-notice.ts';

// Funding and transferring are occasional: each dialog and its form load on the first click.
const FundProjectWalletDialog = lazy(() =>
  import('./fund-project-wallet-dialog.tsx').then((m) => ({ default: m.FundProjectWalletDialog })),
);
const TransferToLongDialog = lazy(() =>
  import('./transfer-to-long-dialog.tsx').then((m) => ({ default: m.TransferToLongDialog })),
);

interface PaymentActionsProps {
  project: Project;
  term: InvestmentTerm;
  firstRow: PaymentRow | undefined;
  onNotice: (notice: Notice) => void;
}

/** 'Calculate profit' and 'Make payments' for the tab shown, and the wallet's two dialogs. */
export function PaymentActions({ project, term, firstRow, onNotice }: PaymentActionsProps) {
  // A refusal (code 35 above all) is worded here.
  const refused = onRefusal((text) => onNotice({ variant: 'error', text }));
  const params = { path: { id: project.id }, query: { term } };
  const calculate = useCalculateProjectProfit(project.id, {
    onError: refused,
    onSuccess: () => onNotice({ variant: 'success', text: PAYMENTS_TEXTS.calculated }),
  });
  const pay = useMakeProjectPayments(project.id, {
    onError: refused,
    onSuccess: () => onNotice({ variant: 'success', text: PAYMENTS_TEXTS.paymentsStarted }),
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
      <LazyDialogTrigger variant="outline" dialog={FundProjectWalletDialog} dialogProps={{ project }}>
        {PAYMENTS_TEXTS.fundProjectWallet}
      </LazyDialogTrigger>
      {project.allowLongTerm && (
        <LazyDialogTrigger variant="outline" dialog={TransferToLongDialog} dialogProps={{ project }}>
          {PAYMENTS_TEXTS.transferToLong}
        </LazyDialogTrigger>
      )}
    </div>
  );
}
