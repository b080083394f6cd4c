export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  focusWhenShown,
  type DialogContentProps,
} from './dialog.tsx';
export { NoticeDialog, type NoticeDialogProps } from './notice-dialog.tsx';
