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
import { useRegenerateRecoveryCodes } from '../../api/second-factors.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { SECURITY_TEXTS } from './security-texts.ts';

interface NewCodesDialogProps {
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

/** 'Make new codes': said once that the old ones stop working, then the ten new ones, shown this once. */
export function NewCodesDialog({ onOpenChange, onDone }: NewCodesDialogProps) {
  const make = useRegenerateRecoveryCodes({});
  const codes = make.data?.recoveryCodes;
  return (
    <Dialog open onOpenChange={(open) => (open || !codes) && onOpenChange(open)}>
      <DialogContent className="max-w-lg" hideCloseButton={!!codes}>
        <DialogHeader>
          <DialogTitle>{codes ? SECURITY_TEXTS.codesShownOnce : SECURITY_TEXTS.makeNewCodes}</DialogTitle>
          <DialogDescription>
            {codes ? SECURITY_TEXTS.codesShownOnceDescription : SECURITY_TEXTS.makeNewCodesHint}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={onDone} />
        ) : (
          <>
            <RefusalMessage error={make.error} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{SECURITY_TEXTS.keep}</Button>
              </DialogClose>
              <Button loading={make.isPending} onClick={() => make.mutate({})}>
                {SECURITY_TEXTS.makeNewCodes}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
