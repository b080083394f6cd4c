import { NoticeDialog } from '@keystone/ui';

export const ACCOUNT_CREATED = {
  title: 'Account created',
  text: 'Please check your inbox to verify your e-mail address.',
} as const;

interface AccountCreatedDialogProps {
  open: boolean;
  /** However it is closed (the button, Escape), the person goes on into the platform. */
  onClose(): void;
}

export function AccountCreatedDialog({ open, onClose }: AccountCreatedDialogProps) {
  return (
    <NoticeDialog
      open={open}
      title={ACCOUNT_CREATED.title}
      description={ACCOUNT_CREATED.text}
      actionLabel="Continue"
      onClose={onClose}
    />
  );
}
