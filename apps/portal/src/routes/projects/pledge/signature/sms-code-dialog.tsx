import { selectIsBusy, selectSmsCodeError, SMS_CODE, validateSmsCode } from '@keystone/flows/pledge';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Message,
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import type { StepProps } from '../steps/step-props.ts';

interface CodeValues {
  code: string;
}

const resolver = rulesResolver<CodeValues>({ code: validateSmsCode });

export interface CodeDialogProps {
  open: boolean;
  /** The code is being sent, or checked: the buttons wait. */
  sending: boolean;
  /** Why the last code was refused (wrong, expired, too many tries), under the field. */
  refusal: string | undefined;
  /** What the code signs, under the title. */
  description?: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}

/**
 * The SMS code dialog Sign opens (seed 001 §4), for a pledge and a resale purchase alike: the code sent to the
 * investor's phone, submitted to finish; the finish's refusal (wrong or expired code) shows under the field, and a
 * new code can be sent.
 */
export function CodeDialog({
  open,
  sending,
  refusal: lastRefusal,
  description = PLEDGE_TEXTS.codeDescription,
  onSubmit,
  onResend,
  onClose,
}: CodeDialogProps) {
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
  const [resent, setResent] = useState(false);
  // The refusal was of the code before; a new one is on its way. (A refusal of the new code remounts the dialog:
  // the flow passes through its settling step.)
  const refusal = resent ? undefined : lastRefusal;
  const resend = () => {
    setResent(true);
    form.reset({ code: '' });
    onResend();
  };
  return (
    <Dialog open={open} onOpenChange={(stillOpen) => stillOpen || onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PLEDGE_TEXTS.codeTitle}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {resent && !sending && (
          <Message variant="success" dismissible={false}>
            {PLEDGE_TEXTS.resent}
          </Message>
        )}
        <Form
          form={form}
          onSubmit={({ code }) => onSubmit(code)}
          aria-label={PLEDGE_TEXTS.codeTitle}
          aria-busy={sending || undefined}
          className="flex flex-col gap-4"
        >
          <FormField
            control={form.control}
            name="code"
            render={({ error, ...field }) => (
              <TextField
                label={PLEDGE_TEXTS.code}
                required
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={SMS_CODE.length}
                error={error ?? (form.formState.isDirty ? undefined : refusal)}
                {...field}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={resend}>
              {PLEDGE_TEXTS.resend}
            </Button>
            <Button type="submit" loading={sending}>
              {PLEDGE_TEXTS.submitCode}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The pledge's code dialog: {@link CodeDialog} on the pledge machine. */
export function SmsCodeDialog({ snapshot, send, open }: Pick<StepProps, 'snapshot' | 'send'> & { open: boolean }) {
  return (
    <CodeDialog
      open={open}
      sending={selectIsBusy(snapshot)}
      refusal={selectSmsCodeError(snapshot)}
      onSubmit={(code) => send({ type: 'SUBMIT_CODE', code })}
      onResend={() => send({ type: 'RESEND_CODE' })}
      onClose={() => send({ type: 'CLOSE_CODE_DIALOG' })}
    />
  );
}
