import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { RISK_SUMMARY_PATH } from '@keystone/flows/labels';
import { Button, Spinner, StepHeading } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Snapshot } from 'xstate';
import { RefusalMessage } from '../../../../api/index.ts';
import { LoadFailure } from '../../../../lists/load-failure.tsx';
import { useConsumerJourneyActor } from './use-consumer-journey-actor.ts';

interface ConsumerJourneyGateProps {
  firstName: string;
  onLeave: () => void;
  snapshot?: Snapshot<unknown> | undefined;
  /** When the flow was asked for: the journey the page read since is not read again. */
  openedAt?: number | undefined;
  /** The pledge flow, shown once the investor may invest. */
  children: ReactNode;
}

const { PERSONALISED_WARNING: WARNING, COOLING_OFF, CONFIRM_AFTER_COOLING_OFF: CONFIRM } = CONSUMER_JOURNEY_TEXTS;

/**
 * The FCA journey before a first-time investor's first pledge (the consumerJourney machine of flows), in place of
 * the pledge flow until they may invest: the personalised warning, the cooling-off notice saying until when, and the
 * question once it has ended. 'Continue' and 'Leave' are the same button, side by side: neither louder.
 */
export function ConsumerJourneyGate({
  firstName,
  onLeave,
  snapshot: startFrom,
  openedAt,
  children,
}: ConsumerJourneyGateProps) {
  const actorRef = useConsumerJourneyActor({ firstName, onLeave, snapshot: startFrom, openedAt });
  const snapshot = useSelector(actorRef, (current) => current);
  const headingId = useId();
  // As each step opens, a keyboard or screen reader starts at its words, and a phone shows them from the top.
  const step = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];

  if (snapshot.matches('mayInvest')) return children;
  if (snapshot.matches('left')) return null;
  if (snapshot.matches({ firstOffer: 'failed' })) {
    return <LoadFailure error={snapshot.context.error} onRetry={() => actorRef.send({ type: 'RETRY' })} />;
  }
  if (snapshot.matches('firstOffer')) return <Spinner className="mx-auto my-10" />;

  const busy = snapshot.hasTag('busy');
  const warning = snapshot.matches('personalisedWarning');
  const words = warning ? WARNING : CONFIRM;
  const answers = (
    <div className="grid grid-cols-2 gap-3 sm:w-fit">
      <Button variant="outline" size="lg" disabled={busy} onClick={() => actorRef.send({ type: 'CONTINUE' })}>
        {words.continue}
      </Button>
      <Button variant="outline" size="lg" disabled={busy} onClick={() => actorRef.send({ type: 'LEAVE' })}>
        {words.leave}
      </Button>
    </div>
  );
  const box = 'flex flex-col gap-4 rounded-lg border-2 border-foreground p-4 sm:p-6';

  if (snapshot.matches('coolingOff')) {
    const endsAt = snapshot.context.journey?.coolingOffEndsAt;
    return (
      <section aria-labelledby={headingId} className={box} data-state="coolingOff">
        <StepHeading step={step} takesFocusOnOpen id={headingId} className="text-lg font-semibold">
          {COOLING_OFF.heading}
        </StepHeading>
        <p>{COOLING_OFF.explanation}</p>
        {endsAt && <p className="font-semibold">{COOLING_OFF.investFrom(endsAt)}</p>}
        <Button variant="outline" className="w-fit" onClick={() => actorRef.send({ type: 'LEAVE' })}>
          {COOLING_OFF.back}
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className={box}
      data-state={warning ? 'personalisedWarning' : 'confirmAfterCoolingOff'}
    >
      <StepHeading step={step} takesFocusOnOpen id={headingId} className="text-base font-semibold">
        {warning ? WARNING.warning(firstName) : CONFIRM.question}
      </StepHeading>
      {warning && (
        <Link to={RISK_SUMMARY_PATH} className="w-fit text-primary underline underline-offset-4">
          {WARNING.learnMore}
        </Link>
      )}
      {snapshot.context.error !== undefined && <RefusalMessage error={snapshot.context.error} />}
      {answers}
    </section>
  );
}
