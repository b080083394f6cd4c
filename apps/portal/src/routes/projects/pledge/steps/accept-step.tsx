import { selectCanGoNext, selectStepMessage } from '@keystone/flows/pledge';
import { Button, Checkbox } from '@keystone/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import { StepButtons } from './step-form.tsx';
import type { StepProps } from './step-props.ts';

interface AcceptStepProps extends StepProps {
  label: string;
  accepted: boolean;
  /** The machine's event for the box: SET_STATEMENT, SET_CONDITIONS, SET_TRANSFER_CONFIRMED. */
  setAccepted: (accepted: boolean) => void;
  children: ReactNode;
}

/**
 * Statement, Conditions and the bank transfer's confirmation: something to read and a box the machine keeps; Next
 * with the box unticked shows flows' message under it (`selectStepMessage`).
 */
export function AcceptStep({ label, accepted, setAccepted, children, ...step }: AcceptStepProps) {
  const { snapshot, send, labelledBy } = step;
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (selectCanGoNext(snapshot)) send({ type: 'NEXT' });
  };
  const message = tried ? selectStepMessage(snapshot) : undefined;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} className="flex flex-col gap-6">
      {children}
      <Checkbox label={label} required checked={accepted} onCheckedChange={setAccepted} error={message} />
      <StepButtons snapshot={snapshot} send={send}>
        <Button type="submit" size="lg">
          {PLEDGE_TEXTS.next}
        </Button>
      </StepButtons>
    </form>
  );
}

/** Statement (long term only): what a long-term investment means, accepted before going on. */
export function StatementStep(step: StepProps) {
  return (
    <AcceptStep
      {...step}
      label={PLEDGE_TEXTS.statementAccept}
      accepted={step.snapshot.context.statement}
      setAccepted={(accepted) => step.send({ type: 'SET_STATEMENT', accepted })}
    >
      <p className="max-w-prose text-foreground">{PLEDGE_TEXTS.statementText}</p>
    </AcceptStep>
  );
}

/** Conditions: 'You must agree with terms and conditions'. */
export function ConditionsStep(step: StepProps) {
  return (
    <AcceptStep
      {...step}
      label={PLEDGE_TEXTS.conditionsAccept}
      accepted={step.snapshot.context.conditions}
      setAccepted={(accepted) => step.send({ type: 'SET_CONDITIONS', accepted })}
    >
      <p className="max-w-prose text-foreground">{PLEDGE_TEXTS.conditionsText}</p>
    </AcceptStep>
  );
}
