import { RISK_SUMMARY } from '@keystone/flows/labels';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from '@keystone/ui';
import { RiskSummary } from './risk-summary.tsx';
import { useRiskSummaryOpened } from './use-risk-summary-opened.ts';

interface RiskSummaryDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opened by a link rather than a dialog trigger: where the focus goes back to. */
  onCloseAutoFocus: NonNullable<DialogContentProps['onCloseAutoFocus']>;
}

/** The risk summary over the page the risk warning was read on; loaded on the first press of its link. */
export function RiskSummaryDialog({ open, onOpenChange, onCloseAutoFocus }: RiskSummaryDialogProps) {
  const summaryOpened = useRiskSummaryOpened();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={RISK_SUMMARY.close}
        aria-describedby={undefined}
        className="max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{RISK_SUMMARY.title}</DialogTitle>
        </DialogHeader>
        <RiskSummary sectionHeading="h3" onOpen={() => summaryOpened('DIALOG')} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>{RISK_SUMMARY.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default RiskSummaryDialog;
