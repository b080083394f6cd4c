import type { CodeMethod } from '@keystone/api';
import { SECOND_FACTOR_MESSAGES, validateRecoveryCode, validateTotpCode } from '@keystone/flows/second-factor';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../api/index.ts';

interface CodeFields {
  code: string;
}

export const RECOVERY_CODE_LABEL = 'Recovery code';
export const RECOVERY_CODE_HINT = 'One of the codes you saved: 10 letters and digits, like 7KQ2M-XD94T';

interface CodeFormProps {
  method: CodeMethod;
  /** The last refusal (a wrong code is code 60), shown above the box until dismissed or sent again. */
  error: unknown;
  busy: boolean;
  submitLabel: string;
  onSubmit(code: string): void;
}

/**
 * The box for a code, the authenticator's 6 digits (`one-time-code`, a numeric keypad on a phone) or a recovery code,
 * with flows' rules. The code goes to `onSubmit` and is held nowhere else. Give it a `key` per method, so switching
 * starts an empty box.
 */
export function CodeForm({ method, error, busy, submitLabel, onSubmit }: CodeFormProps) {
  const form = useForm<CodeFields>({
    mode: 'onSubmit',
    resolver: rulesResolver<CodeFields>({ code: method === 'TOTP' ? validateTotpCode : validateRecoveryCode }),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    if (error === undefined) return;
    showOnForm(form, { alsoUnexpected: true })(error);
    form.setValue('code', '');
    form.setFocus('code');
  }, [error, form]);

  return (
    <Form form={form} onSubmit={({ code }) => onSubmit(code)} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="code"
        render={(field) =>
          method === 'TOTP' ? (
            <TextField
              label={SECOND_FACTOR_MESSAGES.totpCode}
              autoComplete="one-time-code"
              inputMode="numeric"
              {...field}
            />
          ) : (
            <TextField
              label={RECOVERY_CODE_LABEL}
              hint={RECOVERY_CODE_HINT}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...field}
            />
          )
        }
      />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
