import { selectProgress, selectStep, type PledgeInput, type PledgeStepId } from '@keystone/flows/pledge';
import { StepHeading, Stepper } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { Snapshot } from 'xstate';
import { AmountStep } from './steps/amount-step.tsx';
import { ConditionsStep, StatementStep } from './steps/accept-step.tsx';
import { SourceStep, StrategyStep, TermStep } from './steps/choice-steps.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import type { StepProps } from './steps/step-props.ts';
import { SuccessStep } from './steps/success-step.tsx';
import { SignatureStep } from './signature/signature-step.tsx';
import { PLEDGE_TEXTS } from './steps/pledge-texts.ts';
import { usePledgeActor } from './use-pledge-actor.ts';

interface PledgeStepsProps {
  input: PledgeInput;
  snapshot?: Snapshot<unknown> | undefined;
  onLeave: () => void;
  onPledged: () => void;
}

const STEP_SCREENS: { readonly [step in Exclude<PledgeStepId, 'success'>]: (props: StepProps) => ReactNode } = {
  source: SourceStep,
  strategy: StrategyStep,
  term: TermStep,
  amount: AmountStep,
  statement: StatementStep,
  conditions: ConditionsStep,
  eSignature: SignatureStep,
  payment: PaymentStep,
};

/** The machine's step on screen under the stepper; each step opens at its heading, which takes the focus. */
export function PledgeSteps({ input, snapshot: startFrom, onLeave, onPledged }: PledgeStepsProps) {
  const headingId = useId();
  const actorRef = usePledgeActor({ ...input, snapshot: startFrom, onLeave, onPledged });
  const snapshot = useSelector(actorRef, (current) => current);
  const step = selectStep(snapshot);
  const progress = selectProgress(snapshot);
  if (step === 'left') return null;

  // The e-wallet's payment has no step in the header: its heading is ours.
  const current = progress.steps.find((view) => view.status === 'current');
  const stepProps: StepProps = { snapshot, send: actorRef.send, labelledBy: headingId };
  const Screen = step === 'success' ? undefined : STEP_SCREENS[step];

  return (
    <section
      aria-label={PLEDGE_TEXTS.flowLabel}
      className="flex flex-col gap-6"
      data-state={JSON.stringify(snapshot.value)}
    >
      <Stepper
        steps={progress.steps.map((view) => view.label)}
        activeIndex={progress.number - 1}
        progressLabel={progress.text}
        windowSize={4}
        aria-label={PLEDGE_TEXTS.flowLabel}
      />
      {/* As the flow opens ('Invest here' is gone) and at each step, a keyboard or screen reader starts here. */}
      <StepHeading
        level={3}
        step={step}
        takesFocusOnOpen
        id={headingId}
        className="text-xl font-semibold text-foreground"
      >
        {current?.label ??
          (snapshot.context.source === 'ISA' ? PLEDGE_TEXTS.paymentTitleIsa : PLEDGE_TEXTS.paymentTitle)}
      </StepHeading>
      {Screen ? <Screen key={step} {...stepProps} /> : <SuccessStep snapshot={snapshot} onClose={onLeave} />}
    </section>
  );
}
