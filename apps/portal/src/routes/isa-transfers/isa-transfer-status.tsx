import type { IsaTransfer } from '@keystone/api';
import { ISA_TRANSFER_STATUS_LABELS, ISA_TRANSFER_STATUS_TONES } from '@keystone/flows/isa-transfers';
import { Badge } from '@keystone/ui';

/** A transfer's status as a badge in its tone. */
export function IsaTransferStatus({ transfer }: { transfer: Pick<IsaTransfer, 'status'> }) {
  return <Badge tone={ISA_TRANSFER_STATUS_TONES[transfer.status]}>{ISA_TRANSFER_STATUS_LABELS[transfer.status]}</Badge>;
}
