import type { ReactNode } from 'react';
import { Button } from '../button/index.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from './dialog.tsx';

export interface NoticeDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The one button's words; pressing it, Escape or the overlay all close the notice. */
  actionLabel: string;
  onClose(): void;
  /** For notices opened without a trigger button: where the focus goes back to. */
  onCloseAutoFocus?: DialogContentProps['onCloseAutoFocus'];
}

/** A modal that tells one thing and has one button: 'Account created', 'Link expired', 'Something went wrong'. */
export function NoticeDialog({ open, title, description, actionLabel, onClose, onCloseAutoFocus }: NoticeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent hideCloseButton className="max-w-md" {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{actionLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
