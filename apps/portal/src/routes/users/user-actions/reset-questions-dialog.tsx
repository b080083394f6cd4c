import { ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH, validateAnswerAttemptsResetReason } from '@keystone/flows/rules';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';

export const RESET_QUESTIONS_TEXTS = {
  title: (name: string) => `Reset the questions for ${name}?`,
  description:
    'They get three new attempts at the appropriateness questions at once. The reset, with your name and reason, is kept in their consumer journey record.',
  reason: 'Reason',
  reasonHint: 'Why they may try again, e.g. what was agreed on a call. At most 500 characters.',
  cancel: 'Cancel',
  confirm: 'Reset questions',
} as const;

interface ResetQuestionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onReset: (reason: string) => void;
  /** Where the focus goes once the dialog closes; no trigger button opens it, so Radix cannot know. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Giving an investor their appropriateness attempts back is a decision the consumer journey record must explain
 * (COBS 4.12A, issue 32): the admin confirms it with a reason, which the server keeps with who and when.
 */
export function ResetQuestionsDialog({
  open,
  onOpenChange,
  name,
  pending,
  onReset,
  onCloseAutoFocus,
}: ResetQuestionsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{RESET_QUESTIONS_TEXTS.title(name)}</DialogTitle>
          <DialogDescription>{RESET_QUESTIONS_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets what was typed. */}
        <ReasonForm pending={pending} onReset={onReset} />
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver<{ reason: string }>({ reason: validateAnswerAttemptsResetReason });

function ReasonForm({ pending, onReset }: Pick<ResetQuestionsDialogProps, 'pending' | 'onReset'>) {
  const form = useForm<{ reason: string }>({ resolver, defaultValues: { reason: '' } });
  return (
    <Form form={form} onSubmit={({ reason }) => onReset(reason.trim())} className="flex flex-col gap-5">
      <FormField
        control={form.control}
        name="reason"
        render={(field) => (
          <TextField
            label={RESET_QUESTIONS_TEXTS.reason}
            hint={RESET_QUESTIONS_TEXTS.reasonHint}
            required
            autoComplete="off"
            maxLength={ANSWER_ATTEMPTS_RESET_REASON_MAX_LENGTH}
            {...field}
          />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {RESET_QUESTIONS_TEXTS.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={pending}>
          {RESET_QUESTIONS_TEXTS.confirm}
        </Button>
      </DialogFooter>
    </Form>
  );
}
