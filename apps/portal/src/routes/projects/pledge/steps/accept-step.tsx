import { selectAcceptRule } from '@keystone/flows/pledge';
import { Checkbox } from '@keystone/ui';
import { checkboxProps, FormField, rulesResolver } from '@keystone/ui/form';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { LEGAL_LINKS } from '../../../../brand/legal-links.ts';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';

interface AcceptValues {
  accepted: boolean;
}

interface AcceptStepProps extends StepProps {
  label: string;
  /** What the machine recorded (ticked before, then Back): the box starts so. */
  accepted: boolean;
  /** The machine's event for the ticked box: SET_STATEMENT, SET_CONDITIONS, SET_TRANSFER_CONFIRMED; NEXT follows it. */
  accept: () => void;
  children: ReactNode;
}

/**
 * Statement, Conditions and the bank transfer's confirmation: something to read and a box, a form like every other
 * (flows' rule, `selectAcceptRule`, words an unticked box under it on Next).
 */
export function AcceptStep({ label, accepted, accept, children, ...step }: AcceptStepProps) {
  const [resolver] = useState(() => rulesResolver<AcceptValues>({ accepted: selectAcceptRule(step.snapshot) }));
  const form = useForm<AcceptValues>({ resolver, defaultValues: { accepted } });
  const next = () => {
    accept();
    step.send({ type: 'NEXT' });
  };
  return (
    <StepForm form={form} onNext={next} {...step}>
      {children}
      <FormField
        control={form.control}
        name="accepted"
        render={(field) => <Checkbox label={label} required {...checkboxProps(field)} />}
      />
    </StepForm>
  );
}

/** Statement (long term only): what a long-term investment means, accepted before going on. */
export function StatementStep(step: StepProps) {
  return (
    <AcceptStep
      {...step}
      label={PLEDGE_TEXTS.statementAccept}
      accepted={step.snapshot.context.statement}
      accept={() => step.send({ type: 'SET_STATEMENT', accepted: true })}
    >
      <p className="max-w-prose text-foreground">{PLEDGE_TEXTS.statementText}</p>
    </AcceptStep>
  );
}

const termsPath = LEGAL_LINKS.find((link) => link.page === 'terms')?.path ?? '/terms';

/**
 * Conditions: 'You must agree with terms and conditions'. The terms are a link (issue 32 §3), opened in a new tab so
 * that the pledge under way is not lost.
 */
export function ConditionsStep(step: StepProps) {
  return (
    <AcceptStep
      {...step}
      label={PLEDGE_TEXTS.conditionsAccept}
      accepted={step.snapshot.context.conditions}
      accept={() => step.send({ type: 'SET_CONDITIONS', accepted: true })}
    >
      <p className="max-w-prose text-foreground">{PLEDGE_TEXTS.conditionsText}</p>
      <p>
        <a
          href={termsPath}
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-4"
        >
          {PLEDGE_TEXTS.termsLink} <span className="text-muted-foreground">{PLEDGE_TEXTS.opensInNewTab}</span>
        </a>
      </p>
    </AcceptStep>
  );
}
