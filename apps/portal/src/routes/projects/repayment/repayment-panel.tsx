import type { Project, ProjectRepayment, RepaymentState, UnpaidRecoveryShare } from '@keystone/api';
import { TRANSACTION_STATUS_LABELS } from '@keystone/flows/dashboard';
import { formatDateTime, formatMoney } from '@keystone/flows/format';
import { transactionStatusTone } from '@keystone/flows/labels';
import {
  allowedRepaymentChanges,
  canRecordRecovery,
  projectWalletAmountPence,
  REPAYMENT_REASON_MAX_LENGTH,
  REPAYMENT_STATE_LABELS,
  validateProjectWalletAmount,
  validateRepaymentReason,
} from '@keystone/flows/projects';
import { Badge, Button, Card, MoneyInput, Select, Skeleton } from '@keystone/ui';
import { Form, FormField, rulesResolver, selectProps } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RefusalMessage, showOnForm } from '../../../api/index.ts';
import {
  useChangeRepaymentState,
  usePayRecoveryShares,
  useProjectRepayment,
  useRecordRecovery,
} from '../../../api/repayment.ts';
import { MessageField } from '../../../contact/message-field.tsx';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { PLATFORM_SETTINGS_PATH } from '../../settings/settings-texts.ts';
import { RepaymentStateBadge } from './repayment-state-notice.tsx';
import { REPAYMENT_TEXTS } from './repayment-texts.ts';

/** The admin's repayment of a project (issue 34 §3): its state and money, the move form, recoveries, the history. */
export function RepaymentPanel({ project }: { project: Project }) {
  const repayment = useProjectRepayment(project.id);
  return (
    <section aria-labelledby="repayment-title" className="flex flex-col gap-4">
      <h3 id="repayment-title" className="text-lg font-semibold text-foreground">
        {REPAYMENT_TEXTS.panelTitle}
      </h3>
      {repayment.isPending ? (
        // The loaded panel's height on a phone and a desktop alike, so nothing below it jumps when it arrives.
        <Skeleton data-testid="repayment-loading" className="h-96 w-full" />
      ) : repayment.isError ? (
        <LoadFailure error={repayment.error} onRetry={() => void repayment.refetch()} />
      ) : (
        <LoadedPanel projectId={project.id} repayment={repayment.data} />
      )}
    </section>
  );
}

function LoadedPanel({ projectId, repayment }: { projectId: number; repayment: ProjectRepayment }) {
  const moves = allowedRepaymentChanges(repayment.state);
  return (
    <div className="flex min-h-96 flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <RepaymentStateBadge state={repayment.state} since={repayment.since} />
        {repayment.state === 'ON_TIME' && repayment.since === null && (
          <p className="text-sm text-foreground">{REPAYMENT_STATE_LABELS.ON_TIME}</p>
        )}
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <Figure term={REPAYMENT_TEXTS.owed} pence={repayment.owedPence} />
          <Figure term={REPAYMENT_TEXTS.recovered} pence={repayment.recoveredPence} />
          <Figure term={REPAYMENT_TEXTS.losses} pence={repayment.lossPence} />
        </dl>
        {/* A setting of the whole platform: shown here, changed on the platform settings page. */}
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <span>{REPAYMENT_TEXTS.lateAfter(repayment.latePaymentDays)}</span>
          <Link
            to={PLATFORM_SETTINGS_PATH}
            className="rounded-sm text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {REPAYMENT_TEXTS.changeLateDays}
          </Link>
        </p>
      </Card>
      {repayment.unpaidShares.length > 0 && <UnpaidShares projectId={projectId} shares={repayment.unpaidShares} />}
      <div className="grid gap-4 lg:grid-cols-2">
        {moves.length > 0 ? (
          <MoveForm key={repayment.state} projectId={projectId} moves={moves} />
        ) : (
          <p className="text-sm text-foreground">{REPAYMENT_TEXTS.noMoves}</p>
        )}
        {canRecordRecovery(repayment.state) && <RecoveryForm projectId={projectId} />}
      </div>
      <History repayment={repayment} />
    </div>
  );
}

function Figure({ term, pence }: { term: string; pence: number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold text-foreground">{formatMoney(pence)}</dd>
    </div>
  );
}

interface MoveValues {
  state: string;
  reason: string;
}

const moveResolver = rulesResolver<MoveValues>({
  state: (value) => (value === '' ? 'Choose the new state' : undefined),
  reason: validateRepaymentReason,
});

function MoveForm({ projectId, moves }: { projectId: number; moves: readonly RepaymentState[] }) {
  const form = useForm<MoveValues>({ resolver: moveResolver, defaultValues: { state: '', reason: '' } });
  const move = useChangeRepaymentState(projectId, {
    onError: showOnForm(form),
    onSuccess: () => form.reset({ state: '', reason: '' }),
  });
  const onSubmit = (values: MoveValues) =>
    move.mutate({
      params: { path: { id: projectId } },
      body: { state: values.state as RepaymentState, reason: values.reason },
    });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={REPAYMENT_TEXTS.moveTitle} className="flex flex-col gap-3">
      <h4 className="font-semibold text-foreground">{REPAYMENT_TEXTS.moveTitle}</h4>
      <FormField
        control={form.control}
        name="state"
        render={(field) => (
          <Select
            label={REPAYMENT_TEXTS.moveTo}
            required
            placeholder={REPAYMENT_TEXTS.choose}
            options={moves.map((state) => ({ value: state, label: REPAYMENT_STATE_LABELS[state] }))}
            {...selectProps(field)}
          />
        )}
      />
      <FormField
        control={form.control}
        name="reason"
        render={(field) => (
          <MessageField
            label={REPAYMENT_TEXTS.reason}
            required
            count={field.value.length}
            limit={REPAYMENT_REASON_MAX_LENGTH}
            {...field}
          />
        )}
      />
      <p className="text-xs text-muted-foreground">{REPAYMENT_TEXTS.reasonHint}</p>
      <Button type="submit" className="w-fit" loading={move.isPending}>
        {REPAYMENT_TEXTS.move}
      </Button>
    </Form>
  );
}

interface RecoveryValues {
  amount: string;
}

const recoveryResolver = rulesResolver<RecoveryValues>({ amount: validateProjectWalletAmount });

function RecoveryForm({ projectId }: { projectId: number }) {
  const form = useForm<RecoveryValues>({ resolver: recoveryResolver, defaultValues: { amount: '' } });
  const record = useRecordRecovery(projectId, {
    // Codes 51 and 52 land above the form.
    onError: showOnForm(form),
    onSuccess: () => form.reset({ amount: '' }),
  });
  const onSubmit = ({ amount }: RecoveryValues) =>
    record.mutate({
      params: { path: { id: projectId }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { amountPence: projectWalletAmountPence(amount) },
    });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={REPAYMENT_TEXTS.recoveryTitle} className="flex flex-col gap-3">
      <h4 className="font-semibold text-foreground">{REPAYMENT_TEXTS.recoveryTitle}</h4>
      <FormField
        control={form.control}
        name="amount"
        render={(field) => (
          <MoneyInput label={REPAYMENT_TEXTS.recoveryAmount} hint={REPAYMENT_TEXTS.recoveryHint} required {...field} />
        )}
      />
      <Button type="submit" className="w-fit" loading={record.isPending}>
        {REPAYMENT_TEXTS.record}
      </Button>
    </Form>
  );
}

/**
 * Shares of money recovered held for investors whose accounts are not active, shown as a payout row that failed:
 * its status, why, and 'Make Payment' to pay it again.
 */
function UnpaidShares({ projectId, shares }: { projectId: number; shares: readonly UnpaidRecoveryShare[] }) {
  const pay = usePayRecoveryShares(projectId, {});
  return (
    <section aria-labelledby="repayment-unpaid-title" className="flex flex-col gap-2">
      <h4 id="repayment-unpaid-title" className="font-semibold text-foreground">
        {REPAYMENT_TEXTS.unpaidTitle}
      </h4>
      <p className="text-sm text-muted-foreground">{REPAYMENT_TEXTS.unpaidHint}</p>
      <RefusalMessage error={pay.error} />
      <ul className="flex flex-col gap-2">
        {shares.map((share) => (
          <li
            key={share.userId}
            aria-label={share.name}
            className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3 text-sm"
          >
            <span className="min-w-0 break-words font-semibold text-foreground">{share.name}</span>
            <span className="text-foreground">{formatMoney(share.amountPence)}</span>
            <Badge tone={transactionStatusTone(share.status)}>{TRANSACTION_STATUS_LABELS[share.status]}</Badge>
            <span className="min-w-0 break-words text-muted-foreground">{share.reason}</span>
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              loading={pay.isPending && pay.variables?.params.path.userId === share.userId}
              aria-label={`${REPAYMENT_TEXTS.makePayment}: ${share.name}`}
              onClick={() => pay.mutate({ params: { path: { id: projectId, userId: share.userId } } })}
            >
              {REPAYMENT_TEXTS.makePayment}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ repayment }: { repayment: ProjectRepayment }) {
  return (
    <section aria-labelledby="repayment-history-title" className="flex flex-col gap-2">
      <h4 id="repayment-history-title" className="font-semibold text-foreground">
        {REPAYMENT_TEXTS.historyTitle}
      </h4>
      {repayment.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{REPAYMENT_TEXTS.noHistory}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {repayment.history.map((change) => (
            <li key={`${change.changedAt}-${change.to}`} className="rounded-md border border-border p-3 text-sm">
              <p className="font-semibold text-foreground">
                {REPAYMENT_STATE_LABELS[change.from]} → {REPAYMENT_STATE_LABELS[change.to]}
              </p>
              <p className="break-words text-foreground">{change.reason}</p>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(change.changedAt)} · {change.changedBy ?? REPAYMENT_TEXTS.bySystem}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
