import type { PaymentInfo } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { WALLET_LABELS } from '@keystone/flows/rules';
import { CopyValue, SortCodeValue } from './copy-value.tsx';

/** Where to send a bank transfer and what to quote, each value with its copy button. */
export function BankTransferDetails({ details }: { details: PaymentInfo }) {
  return (
    <dl aria-label="Bank transfer details" className="flex flex-col">
      {details.accountName !== undefined && <CopyValue label={WALLET_LABELS.accountName} value={details.accountName} />}
      <SortCodeValue sortCode={details.sortCode} />
      <CopyValue label={WALLET_LABELS.accountNumber} value={details.accountNumber} />
      <CopyValue label={WALLET_LABELS.reference} value={details.referenceNumber} />
      <CopyValue label={WALLET_LABELS.sum} value={formatMoney(details.sumPence)} />
    </dl>
  );
}
