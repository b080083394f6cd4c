import type { InvestmentSchedule } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { Button, Card, EmptyState, LoadingSkeleton, Message, Skeleton, SkeletonTable } from '@keystone/ui';
import { ArrowLeft } from 'lucide-react';
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { RefusalMessage } from '../../api/index.ts';
import { useInvestmentSchedule } from '../../api/schedule.ts';
import { LazyDialogTrigger } from '../../lazy-dialog/lazy-dialog-trigger.tsx';
import { SELL_TRIGGER_TEXTS } from '../resale/sell/sell-trigger-texts.ts';
import { ScheduleLinesTable } from './schedule-lines-table.tsx';
import { SCHEDULE_TEXTS } from './schedule-texts.ts';

// Selling is rare: the sell dialog, its form and its quote load on the first click.
const SellDialog = lazy(() => import('../resale/sell/sell-dialog.tsx').then((m) => ({ default: m.SellDialog })));

/** Ids are positive integers: anything else is nobody's investment, refused as the server would (code 10). */
function parseInvestmentId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `/platform/investments/:id/schedule` (issue 34 §1): one of the investor's investments and its payments. */
export function InvestmentSchedulePage() {
  const id = parseInvestmentId(useParams().id);
  return (
    <section aria-labelledby="schedule-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Button asChild variant="link" className="self-start">
        <Link to="/platform">
          <ArrowLeft aria-hidden="true" />
          {SCHEDULE_TEXTS.backToDashboard}
        </Link>
      </Button>
      <h1 id="schedule-title" className="text-2xl font-semibold text-foreground">
        {SCHEDULE_TEXTS.title}
      </h1>
      <p className="text-muted-foreground">{SCHEDULE_TEXTS.intro}</p>
      {id === null ? <Message variant="error">{SCHEDULE_TEXTS.invalid}</Message> : <Schedule id={id} />}
    </section>
  );
}

function Schedule({ id }: { id: number }) {
  const schedule = useInvestmentSchedule(id);
  if (schedule.isPending) {
    return (
      <LoadingSkeleton>
        <Skeleton className="min-h-24 rounded-lg" />
        <SkeletonTable rows={2} />
      </LoadingSkeleton>
    );
  }
  if (schedule.isError) return <RefusalMessage error={schedule.error} />;
  return <LoadedSchedule schedule={schedule.data} />;
}

function LoadedSchedule({ schedule }: { schedule: InvestmentSchedule }) {
  return (
    <>
      <Card className="flex min-h-24 flex-col justify-center gap-1 p-4">
        <p>
          <span className="text-sm text-muted-foreground">{SCHEDULE_TEXTS.project}: </span>
          <Link
            to={`/platform/projects/${schedule.projectId}`}
            className="font-semibold text-foreground underline underline-offset-2 hover:text-primary"
          >
            {schedule.projectName}
          </Link>
          <span className="text-muted-foreground"> · {SCHEDULE_TEXTS.termLabels[schedule.term]}</span>
        </p>
        <p>
          <span className="text-sm text-muted-foreground">{SCHEDULE_TEXTS.lent}: </span>
          <span className="font-semibold tabular-nums">{formatMoney(schedule.amountPence)}</span>
        </p>
        {schedule.status === 'SUCCEEDED' && (
          <div className="mt-2">
            <LazyDialogTrigger
              variant="outline"
              dialog={SellDialog}
              dialogProps={{ investmentId: schedule.investmentId, projectName: schedule.projectName }}
            >
              {SELL_TRIGGER_TEXTS.sell}
            </LazyDialogTrigger>
          </div>
        )}
      </Card>
      {schedule.lines.length === 0 ? (
        <EmptyState icon={null} title={SCHEDULE_TEXTS.notLive} />
      ) : (
        <ScheduleLinesTable lines={schedule.lines} />
      )}
    </>
  );
}
