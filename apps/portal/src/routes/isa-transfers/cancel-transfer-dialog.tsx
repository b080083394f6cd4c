import type { IsaTransfer } from '@keystone/api';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Message,
} from '@keystone/ui';
import { useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import { RefusalMessage } from '../../api/index.ts';
import { ISA_TRANSFERS_TEXTS } from './isa-transfers-texts.ts';
import { useIsaTransferActor } from './use-isa-transfer-actor.ts';

interface CancelTransferDialogProps {
  transfer: IsaTransfer;
  onOpenChange: (open: boolean) => void;
  /** A state of the transfer's machine to start from (stories). */
  snapshot?: Snapshot<unknown>;
}

/**
 * Asked once more before a REQUESTED transfer is cancelled; the transfer's machine holds the call (`cancelling`),
 * its refusal (`cancelFailed`: another's decision came first, code 57) and the outcome (`cancelled`).
 */
export function CancelTransferDialog({ transfer, onOpenChange, snapshot }: CancelTransferDialogProps) {
  const actor = useIsaTransferActor(transfer, snapshot);
  const state = useSelector(actor, (current) => current);
  const done = state.matches('cancelled');
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{ISA_TRANSFERS_TEXTS.cancelTitle}</DialogTitle>
          <DialogDescription>{ISA_TRANSFERS_TEXTS.cancelDescription(transfer)}</DialogDescription>
        </DialogHeader>
        {state.matches('cancelFailed') && <RefusalMessage error={state.context.error} />}
        {done ? (
          <>
            <Message variant="success" dismissible={false}>
              {ISA_TRANSFERS_TEXTS.cancelled}
            </Message>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{ISA_TRANSFERS_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{ISA_TRANSFERS_TEXTS.keep}</Button>
            </DialogClose>
            <Button variant="danger" loading={state.hasTag('busy')} onClick={() => actor.send({ type: 'CANCEL' })}>
              {ISA_TRANSFERS_TEXTS.cancelConfirm}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
