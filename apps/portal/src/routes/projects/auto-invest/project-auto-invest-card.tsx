import type { Project, ProjectAutoInvest } from '@keystone/api';
import {
  autoInvestPoolPence,
  mayChangeAutoInvestShare,
  PROJECT_ALLOCATION_STATE_LABELS,
  PROJECT_ALLOCATION_STATE_TONES,
  validateAutoInvestShare,
} from '@keystone/flows/auto-invest';
import { formatCount, formatDateTime, formatMoney } from '@keystone/flows/format';
import { Badge, Button, Card, Message, Skeleton, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useProjectAutoInvest, useUpdateProjectAutoInvest } from '../../../api/auto-invest.ts';
import { showOnForm } from '../../../api/index.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { PROJECT_AUTO_INVEST_TEXTS } from './project-auto-invest-texts.ts';

/**
 * The admin's auto-invest of a project (issue 38 §2): while the project waits to open, the share kept for
 * auto-investors (flows' `validateAutoInvestShare`, at most the platform's maximum); once it opened, the allocation's
 * state, pool, what is invested and how many investors are planned, invested and skipped, read again while it runs.
 * Whether the share may change is the project allocation machine's to say.
 */
export function ProjectAutoInvestCard({ project }: { project: Project }) {
  const autoInvest = useProjectAutoInvest(project.id);
  // Held here, above the form the saved answer remounts, so the outcome stays on screen.
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <Card role="region" aria-labelledby="project-auto-invest-title" className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="project-auto-invest-title" className="text-lg font-semibold text-foreground">
          {PROJECT_AUTO_INVEST_TEXTS.title}
        </h3>
        {autoInvest.data && (
          <Badge tone={PROJECT_ALLOCATION_STATE_TONES[autoInvest.data.state]}>
            {PROJECT_ALLOCATION_STATE_LABELS[autoInvest.data.state]}
          </Badge>
        )}
      </div>
      {autoInvest.isPending ? (
        // The share form's height, so nothing below it moves when it arrives.
        <Skeleton data-testid="project-auto-invest-loading" className="h-44 w-full" />
      ) : autoInvest.isError ? (
        <LoadFailure error={autoInvest.error} onRetry={() => void autoInvest.refetch()} />
      ) : mayChangeAutoInvestShare(autoInvest.data) ? (
        <>
          {saved !== null && (
            <Message variant="success" onDismiss={() => setSaved(null)}>
              {PROJECT_AUTO_INVEST_TEXTS.saved(saved)}
            </Message>
          )}
          <ShareForm
            key={autoInvest.data.sharePercent}
            project={project}
            autoInvest={autoInvest.data}
            onSaving={() => setSaved(null)}
            onSaved={setSaved}
          />
        </>
      ) : (
        <AllocationFigures project={project} autoInvest={autoInvest.data} />
      )}
    </Card>
  );
}

interface ShareValues {
  /** Named as the contract's field, so that a refusal of it lands here. */
  sharePercent: string;
}

const shareOf = (typed: string) => Number(typed.trim() || NaN);

interface ShareFormProps {
  project: Project;
  autoInvest: ProjectAutoInvest;
  onSaving: () => void;
  onSaved: (sharePercent: number) => void;
}

function ShareForm({ project, autoInvest, onSaving, onSaved }: ShareFormProps) {
  const form = useForm<ShareValues>({
    resolver: rulesResolver<ShareValues>({
      sharePercent: (value) => validateAutoInvestShare(shareOf(value), autoInvest.maxSharePercent),
    }),
    defaultValues: { sharePercent: String(autoInvest.sharePercent) },
  });
  const typed = shareOf(useWatch({ control: form.control, name: 'sharePercent' }) ?? '');
  const save = useUpdateProjectAutoInvest(project.id, {
    onSuccess: (answer) => onSaved(answer.sharePercent),
    onError: showOnForm(form),
  });
  const pool =
    validateAutoInvestShare(typed, autoInvest.maxSharePercent) === undefined
      ? autoInvestPoolPence(project, typed).totalPence
      : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="max-w-prose text-sm text-muted-foreground">{PROJECT_AUTO_INVEST_TEXTS.intro}</p>
      <Form
        form={form}
        onSubmit={(values) => (onSaving(), save.updateProjectAutoInvest(shareOf(values.sharePercent)))}
        aria-label={PROJECT_AUTO_INVEST_TEXTS.formTitle}
        className="flex flex-wrap items-end gap-3"
      >
        <FormField
          control={form.control}
          name="sharePercent"
          render={(field) => (
            <TextField
              label={PROJECT_AUTO_INVEST_TEXTS.share}
              hint={PROJECT_AUTO_INVEST_TEXTS.shareHint(autoInvest.maxSharePercent)}
              inputMode="numeric"
              className="w-full sm:w-80"
              required
              {...field}
            />
          )}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {PROJECT_AUTO_INVEST_TEXTS.save}
        </Button>
      </Form>
      <p className="text-sm text-foreground" aria-live="polite">
        {PROJECT_AUTO_INVEST_TEXTS.pool}:{' '}
        <span className="tabular-nums">{pool === null ? '—' : formatMoney(pool)}</span>
      </p>
    </div>
  );
}

function AllocationFigures({ project, autoInvest }: { project: Project; autoInvest: ProjectAutoInvest }) {
  const { figures } = PROJECT_AUTO_INVEST_TEXTS;
  if (autoInvest.state === 'FINISHED' && autoInvest.sharePercent === 0) {
    return <p className="text-sm text-foreground">{PROJECT_AUTO_INVEST_TEXTS.noShare}</p>;
  }
  const rows: [string, string][] = [
    [figures.share, PROJECT_AUTO_INVEST_TEXTS.percent(autoInvest.sharePercent)],
    [figures.pool, formatMoney(autoInvestPoolPence(project, autoInvest.sharePercent).totalPence)],
    ...(autoInvest.state === 'ALLOCATING'
      ? [[figures.reserved, formatMoney(autoInvest.reservedPence)] as [string, string]]
      : []),
    [figures.allocated, formatMoney(autoInvest.allocatedPence)],
    [figures.planned, formatCount(autoInvest.investorsPlanned)],
    [figures.allocatedInvestors, formatCount(autoInvest.investorsAllocated)],
    [figures.skipped, formatCount(autoInvest.investorsSkipped)],
    ...(autoInvest.startedAt ? [[figures.started, formatDateTime(autoInvest.startedAt)] as [string, string]] : []),
    ...(autoInvest.finishedAt ? [[figures.finished, formatDateTime(autoInvest.finishedAt)] as [string, string]] : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      {autoInvest.state === 'ALLOCATING' && (
        <p className="max-w-prose text-sm text-muted-foreground">{PROJECT_AUTO_INVEST_TEXTS.allocatingHint}</p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
