import type { PaymentInfo } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { WALLET_LABELS } from '@keystone/flows/rules';
import { DemoMarker } from '../layout/demo-marker.tsx';
import { CopyValue, SortCodeValue } from './copy-value.tsx';

/** Where to send a bank transfer and what to quote, each value with its copy button; marked while a demo's. */
export function BankTransferDetails({ details }: { details: PaymentInfo }) {
  return (
    <>
      <p className="text-sm empty:hidden">
        <DemoMarker about="bank" />
      </p>
      <dl aria-label="Bank transfer details" className="flex flex-col">
        {details.accountName !== undefined && (
          <CopyValue label={WALLET_LABELS.accountName} value={details.accountName} />
        )}
        <SortCodeValue sortCode={details.sortCode} />
        <CopyValue label={WALLET_LABELS.accountNumber} value={details.accountNumber} />
        <CopyValue label={WALLET_LABELS.reference} value={details.referenceNumber} />
        <CopyValue label={WALLET_LABELS.sum} value={formatMoney(details.sumPence)} />
      </dl>
    </>
  );
}
