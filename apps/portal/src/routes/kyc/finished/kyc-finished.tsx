import type { User } from '@keystone/api';
import {
  selectIsBackEnabled,
  selectIsRefreshing,
  selectIsRestarting,
  selectKycStatus,
  selectRejectReasons,
  selectStatusErrorMessage,
  selectStatusLabel,
} from '@keystone/flows/kyc';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Message, SpinnerIcon } from '@keystone/ui';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Snapshot } from 'xstate';
import { useKycStatusActor } from './use-kyc-status-actor.ts';

export const FINISHED_TEXTS = {
  heading: 'Your KYC status',
  checking: 'checking…',
  back: 'Back',
  rejectReasons: 'Why it was rejected',
  explanations: {
    DRAFT: 'Thank you. Your details were submitted; we will check them shortly.',
    IN_PROGRESS: 'Your documents were accepted and are being reviewed. This page refreshes itself.',
    APPROVED: 'Your account is active: you can invest now.',
    REJECTED: 'Please press Back to correct your details and submit them again.',
  },
} as const;

export interface KycFinishedProps {
  user: User;
  snapshot?: Snapshot<unknown>;
  onUserChanged?: (user: User) => void;
  onRestarted?: (user: User) => void;
  onLeavingApproved?: (user: User) => void;
}

/** The wizard's finished screen (seed 000 §4): the KYC status, the combined reject reasons and the back button. */
export function KycFinished(props: KycFinishedProps) {
  const headingId = useId();
  const actorRef = useKycStatusActor(props);
  const snapshot = useSelector(actorRef, (current) => current);
  const status = selectKycStatus(snapshot);
  const reasons = selectRejectReasons(snapshot);
  const errorMessage = selectStatusErrorMessage(snapshot);
  const restarting = selectIsRestarting(snapshot);

  return (
    <Card role="region" aria-labelledby={headingId} data-state={JSON.stringify(snapshot.value)} className="max-w-2xl">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{FINISHED_TEXTS.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-xl font-semibold text-foreground" data-status={status} data-testid="kyc-status">
          {selectStatusLabel(snapshot)}
        </p>
        <p className="text-muted-foreground">{FINISHED_TEXTS.explanations[status]}</p>
        {reasons && (
          <section aria-label={FINISHED_TEXTS.rejectReasons} className="rounded-md bg-danger-soft p-4">
            <h3 className="mb-1 font-medium text-foreground">{FINISHED_TEXTS.rejectReasons}</h3>
            <p className="whitespace-pre-line text-foreground">{reasons}</p>
          </section>
        )}
        {errorMessage && (
          <Message key={errorMessage} variant="error" onDismiss={() => actorRef.send({ type: 'DISMISS_ERROR' })}>
            {errorMessage}
          </Message>
        )}
        <div role="status" className="min-h-5 text-sm text-muted-foreground">
          {selectIsRefreshing(snapshot) && (
            <span className="inline-flex items-center gap-2">
              <SpinnerIcon className="size-4 text-primary" />
              {FINISHED_TEXTS.checking}
            </span>
          )}
        </div>
      </CardContent>
      <CardFooter>
        <Button
          variant="outline"
          disabled={!selectIsBackEnabled(snapshot) || restarting}
          loading={restarting}
          onClick={() => actorRef.send({ type: 'BACK' })}
        >
          {FINISHED_TEXTS.back}
        </Button>
      </CardFooter>
    </Card>
  );
}
