import type { InvestmentTerm, PaymentRow, Project } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { ErrorCode, hasErrorCode } from '@keystone/flows/errors';
import { NOT_ENOUGH_MONEY_MESSAGE_MS } from '@keystone/flows/projects';
import {
  Button,
  EmptyState,
  LoadingSkeleton,
  Message,
  Pager,
  SkeletonTable,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@keystone/ui';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { onRefusal } from '../../../api/index.ts';
import { useProjectPayments, useMakeProjectPayment } from '../../../api/project-payments.ts';
import { useProject } from '../../../api/projects.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { parseProjectId } from '../details/project-id.ts';
import { PaymentActions } from './payment-actions.tsx';
import { PaymentFigures } from './payment-figures.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { useProjectSchedule } from '../../../api/schedule.ts';
import { ProjectSchedule } from './project-schedule.tsx';
import { PAYMENTS_TEXTS } from './payments-texts.ts';
import { readPaymentsView, writePaymentsView } from './payments-view.ts';
import { useTimedNotice } from './use-timed-notice.ts';

/** `/platform/projects/payments/:id` (seed 001 §2 'Project payments screen'), admins only. */
export function ProjectPaymentsPage() {
  const id = parseProjectId(useParams().id);
  return (
    <section aria-labelledby="project-payments-title" className="flex flex-col gap-6">
      {id !== null && (
        <Button asChild variant="link" className="self-start">
          <Link to={`/platform/projects/${id}`}>
            <ArrowLeft aria-hidden="true" />
            {PAYMENTS_TEXTS.backToProject}
          </Link>
        </Button>
      )}
      <h1 id="project-payments-title" className="text-2xl font-semibold text-foreground">
        {PAYMENTS_TEXTS.title}
      </h1>
      {id === null ? <EmptyState title={PAYMENTS_TEXTS.notFound} /> : <ProjectPayments id={id} />}
    </section>
  );
}

function ProjectPayments({ id }: { id: number }) {
  const project = useProject(id);
  if (project.isPending) return <LoadingSkeleton />;
  if (project.isError) {
    if (hasErrorCode(project.error, ErrorCode.PROJECT_DOES_NOT_EXIST)) {
      return <EmptyState title={PAYMENTS_TEXTS.notFound} />;
    }
    return <LoadFailure error={project.error} onRetry={() => void project.refetch()} />;
  }
  return <PaymentsOf project={project.data} />;
}

function PaymentsOf({ project }: { project: Project }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readPaymentsView(searchParams);
  const term: InvestmentTerm = view.long && project.allowLongTerm ? 'LONG' : 'SHORT';
  const limit = PAGE_SIZE.projectPayments;
  const payments = useProjectPayments(project.id, { limit, offset: (view.page - 1) * limit, term });
  useProjectSchedule(project.id); // asked for beside the payments; shown below them once they have come
  const [notice, showNotice] = useTimedNotice(NOT_ENOUGH_MONEY_MESSAGE_MS);
  const retry = useMakeProjectPayment(project.id, {
    onError: onRefusal((text) => showNotice({ variant: 'error', text })),
  });
  const retryRow = (row: PaymentRow) => retry.mutate({ params: { path: { id: project.id, paymentId: row.id } } });

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-foreground">{project.title}</h2>
      <Tabs value={term} onValueChange={(tab) => setSearchParams(writePaymentsView({ long: tab === 'LONG', page: 1 }))}>
        <TabsList aria-label={PAYMENTS_TEXTS.tabsLabel}>
          <TabsTrigger value="SHORT">{PAYMENTS_TEXTS.shortTerm}</TabsTrigger>
          <TabsTrigger value="LONG" disabled={!project.allowLongTerm}>
            {PAYMENTS_TEXTS.longTerm}
          </TabsTrigger>
        </TabsList>
        {/* One panel, the tab shown: the other term's rows are asked for when its tab is chosen. */}
        <TabsContent value={term} className="flex flex-col gap-6">
          <PaymentActions
            project={project}
            term={term}
            // Calculating fills every row at once: the first row shown tells as well as the term's first.
            firstRow={payments.data?.payments[0]}
            onNotice={showNotice}
          />
          {notice && (
            <Message variant={notice.variant} dismissible={false}>
              {notice.text}
            </Message>
          )}
          {payments.isPending ? (
            <LoadingSkeleton>
              <SkeletonTable rows={10} />
            </LoadingSkeleton>
          ) : payments.isError ? (
            <LoadFailure error={payments.error} onRetry={() => void payments.refetch()} />
          ) : (
            <div className="flex flex-col gap-4" aria-busy={payments.isFetching || undefined}>
              <PaymentFigures payments={payments.data} allowLongTerm={project.allowLongTerm} />
              {payments.data.payments.length === 0 ? (
                <EmptyState icon={null} title={PAYMENTS_TEXTS.noPayments} description={PAYMENTS_TEXTS.noPaymentsHint} />
              ) : (
                <PaymentsTable
                  rows={payments.data.payments}
                  retrying={retry.isPending ? (retry.variables.params.path.paymentId ?? null) : null}
                  onRetry={retryRow}
                />
              )}
              <Pager
                aria-label="Payment pages"
                page={view.page}
                pageCount={Math.max(1, Math.ceil(payments.data.count / limit))}
                onPageChange={(page) => setSearchParams(writePaymentsView({ long: term === 'LONG', page }))}
              />
            </div>
          )}
        </TabsContent>
      </Tabs>
      {/* Below the payments, shown once they have come: arriving first, it was pushed down when the table replaced
          its placeholder (the e2e layout-shift journey, the API a second late). It is asked for at once all the same. */}
      {!payments.isPending && <ProjectSchedule projectId={project.id} />}
    </div>
  );
}
