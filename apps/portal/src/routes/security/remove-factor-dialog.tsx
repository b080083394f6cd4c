import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@keystone/ui';
import { RefusalMessage } from '../../api/index.ts';
import { useRemovePasskey, useRemoveTotp } from '../../api/second-factors.ts';
import { SECURITY_TEXTS } from './security-texts.ts';

interface RemoveFactorDialogProps {
  /** The authenticator app, or one passkey. */
  factor: { kind: 'TOTP' } | { kind: 'PASSKEY'; id: number; name: string };
  /** Whether it is the person's only second factor: its recovery codes go with it. */
  last: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved: (text: string) => void;
}

/**
 * Asked once more before the authenticator is turned off or a passkey removed. The server asks for the second factor
 * again first when it was not given in the last five minutes (code 58, 'Confirm it's you', answered centrally); an
 * admin's last factor is refused (code 59), shown here.
 */
export function RemoveFactorDialog({ factor, last, onOpenChange, onRemoved }: RemoveFactorDialogProps) {
  const totp = useRemoveTotp({ onSuccess: () => onRemoved(SECURITY_TEXTS.turnedOff) });
  const passkey = useRemovePasskey({ onSuccess: () => onRemoved(SECURITY_TEXTS.passkeyRemoved) });
  const isTotp = factor.kind === 'TOTP';
  const call = isTotp ? totp : passkey;
  const title = isTotp ? SECURITY_TEXTS.turnOffTitle : SECURITY_TEXTS.removePasskeyTitle(factor.name);
  const description = isTotp ? SECURITY_TEXTS.turnOffDescription : SECURITY_TEXTS.removePasskeyDescription;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {last && <p className="text-sm text-foreground">{SECURITY_TEXTS.turnOffLastDescription}</p>}
        <RefusalMessage error={call.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{SECURITY_TEXTS.keep}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={call.isPending}
            onClick={() =>
              factor.kind === 'TOTP' ? totp.mutate({}) : passkey.mutate({ params: { path: { id: factor.id } } })
            }
          >
            {isTotp ? SECURITY_TEXTS.turnOff : SECURITY_TEXTS.remove}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
