import { selectCanGoBack, selectIsBusy } from '@keystone/flows/pledge';
import { Button } from '@keystone/ui';
import { Form } from '@keystone/ui/form';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import type { StepProps } from './step-props.ts';

interface StepFormProps<T extends FieldValues> extends StepProps {
  form: UseFormReturn<T>;
  onNext: (values: T) => void;
  children: ReactNode;
}

/** A step as a form: its fields, then Back and Next; Next submits only what the step's rules accept. */
export function StepForm<T extends FieldValues>({
  form,
  onNext,
  snapshot,
  send,
  labelledBy,
  children,
}: StepFormProps<T>) {
  const busy = selectIsBusy(snapshot);
  return (
    <Form
      form={form}
      onSubmit={onNext}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className="flex flex-col gap-6"
    >
      <fieldset disabled={busy} className="contents">
        {children}
      </fieldset>
      <StepButtons snapshot={snapshot} send={send}>
        <Button type="submit" size="lg" loading={busy}>
          {PLEDGE_TEXTS.next}
        </Button>
      </StepButtons>
    </Form>
  );
}

/** Back (refused while a call runs, while paying and once paid), and the step's way forward. */
export function StepButtons({
  snapshot,
  send,
  children,
}: Pick<StepProps, 'snapshot' | 'send'> & { children?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-border pt-6">
      <Button
        type="button"
        variant="outline"
        disabled={!selectCanGoBack(snapshot)}
        onClick={() => send({ type: 'BACK' })}
      >
        {PLEDGE_TEXTS.back}
      </Button>
      {children}
    </div>
  );
}
