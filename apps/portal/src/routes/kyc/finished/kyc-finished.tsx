import type { User } from '@keystone/api';
import { isKycBackEnabled, kycRejectReasonsText } from '@keystone/flows/kyc';
import { kycStatusLabel } from '@keystone/flows/labels';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, SpinnerIcon } from '@keystone/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { RefusalMessage } from '../../../api/index.ts';
import { useKycStatusPoll, useRestartKycProcedure } from '../../../api/kyc.ts';
import { usePublishUser } from '../../../api/user.ts';

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
  /** The signed-in user as the screen opens (the current user query's). */
  user: User;
  /** The rejected procedure was restarted: the page shows the wizard from its first stage. */
  onRestarted?: () => void;
}

/**
 * The wizard's finished screen (seed 000 §4): the KYC status and the combined reject reasons, polled; back goes to
 * the dashboard when APPROVED and restarts the KYC when REJECTED (the page then shows the wizard at stage 0).
 */
export function KycFinished({ user: opened, onRestarted }: KycFinishedProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const publishUser = usePublishUser();
  const poll = useKycStatusPoll(opened);
  const restart = useRestartKycProcedure({ onSuccess: onRestarted });
  const user = poll.data;
  const status = user.kycStatus;
  const reasons = kycRejectReasonsText(user);

  const onBack = () => {
    if (status === 'APPROVED') {
      publishUser(user);
      void navigate('/');
    } else if (status === 'REJECTED') {
      restart.mutate({});
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId} data-status={status} className="max-w-2xl">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{FINISHED_TEXTS.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-xl font-semibold text-foreground" data-status={status} data-testid="kyc-status">
          {kycStatusLabel(status)}
        </p>
        <p className="text-muted-foreground">{FINISHED_TEXTS.explanations[status]}</p>
        {reasons && (
          <section aria-label={FINISHED_TEXTS.rejectReasons} className="rounded-md bg-danger-soft p-4">
            <h3 className="mb-1 font-medium text-foreground">{FINISHED_TEXTS.rejectReasons}</h3>
            <p className="whitespace-pre-line text-foreground">{reasons}</p>
          </section>
        )}
        <RefusalMessage error={restart.error} onDismiss={() => restart.reset()} />
        <div role="status" className="min-h-5 text-sm text-muted-foreground">
          {poll.isFetching && (
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
          disabled={!isKycBackEnabled(status) || restart.isPending}
          loading={restart.isPending}
          onClick={onBack}
        >
          {FINISHED_TEXTS.back}
        </Button>
      </CardFooter>
    </Card>
  );
}
