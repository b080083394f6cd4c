import type { RepaymentState } from '@keystone/api';
import { formatDate } from '@keystone/flows/format';
import { REPAYMENT_STATE_LABELS, REPAYMENT_STATE_NEXT_STEPS, REPAYMENT_STATE_TONES } from '@keystone/flows/projects';
import { Badge, Notice } from '@keystone/ui';
import { useId } from 'react';
import { REPAYMENT_TEXTS } from './repayment-texts.ts';

interface RepaymentStateProps {
  state: RepaymentState | undefined;
  since: string | null | undefined;
}

/** Whether there is anything to tell: a loan that has always been on time has no notice. */
export const hasRepaymentNews = ({ state, since }: RepaymentStateProps): boolean =>
  state !== undefined && (state !== 'ON_TIME' || (since ?? null) !== null);

/** The state's label as a badge, with the day it began (lists, the dashboard). */
export function RepaymentStateBadge({ state, since }: RepaymentStateProps) {
  if (!hasRepaymentNews({ state, since }) || state === undefined) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone={REPAYMENT_STATE_TONES[state]}>{REPAYMENT_STATE_LABELS[state]}</Badge>
      {since && <span className="text-xs text-muted-foreground">{REPAYMENT_TEXTS.since(formatDate(since))}</span>}
    </span>
  );
}

/**
 * The investor's plain account of the loan's repayment on the project page (issue 34 §3): the state in words, the
 * day it began and what happens next. Nothing for a loan that has always been on time.
 */
export function RepaymentStateNotice({ state, since }: RepaymentStateProps) {
  const titleId = useId();
  if (!hasRepaymentNews({ state, since }) || state === undefined) return null;
  return (
    <Notice
      role="region"
      aria-labelledby={titleId}
      tone={state === 'ON_TIME' || state === 'CLOSED_RECOVERED' ? 'info' : 'warning'}
      className="flex flex-col gap-2"
    >
      <h3 id={titleId} className="text-base font-semibold">
        {REPAYMENT_TEXTS.noticeTitle}
      </h3>
      <RepaymentStateBadge state={state} since={since} />
      <p>
        <span className="font-semibold">{REPAYMENT_TEXTS.whatNext}: </span>
        {REPAYMENT_STATE_NEXT_STEPS[state]}
      </p>
    </Notice>
  );
}
