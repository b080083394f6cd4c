import type { Project } from '@keystone/api';
import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { dueTermOf } from '@keystone/flows/projects';
import { ErrorCode, hasErrorCode } from '@keystone/flows/errors';
import { Button, LoadingSkeleton, Skeleton, SkeletonText, Spinner } from '@keystone/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useConsumerJourney } from '../../../api/consumer-journey.ts';
import { usePledgeOpening } from '../../../api/pledges.ts';
import { useProject, useRefreshProject } from '../../../api/projects.ts';
import { LazyDialogTrigger } from '../../../lazy-dialog/lazy-dialog-trigger.tsx';
import { useSession } from '../../../session/index.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { ProjectMap } from '../map/index.ts';
import { isOpenForPledges } from '../pledge/invest-here.ts';
import { RepaymentPanel } from '../repayment/repayment-panel.tsx';
import { RepaymentStateNotice } from '../repayment/repayment-state-notice.tsx';
import { AdminActions } from './admin-actions.tsx';
import { FollowButton } from './follow-button.tsx';
import { FundingBlock } from './funding-block.tsx';
import { ImageSlider } from './image-slider.tsx';
import { ProjectDocuments } from './project-documents.tsx';
import { DETAILS_TEXTS } from './project-details-texts.ts';
import { parseProjectId } from './project-id.ts';
import { ProjectTags } from './project-tags.tsx';
import { ProjectUpdatesSection } from './project-updates-section.tsx';
import { ReturnCalculator } from './return-calculator.tsx';

// The contact form and its rules load on the first click of 'Ask here'.
const AskHereDialog = lazy(() => import('./ask-here-dialog.tsx').then((m) => ({ default: m.AskHereDialog })));
// The pledge flow, its machine and its rules load on 'Invest here' (or an address that opens it).
const loadPledgeFlow = () => import('../pledge/pledge-flow.tsx');
const PledgeFlow = lazy(loadPledgeFlow);
// Only admins see a project's auto-invest share: its card is a chunk of its own, not in an investor's page.
const ProjectAutoInvestCard = lazy(() =>
  import('../auto-invest/project-auto-invest-card.tsx').then((m) => ({ default: m.ProjectAutoInvestCard })),
);

/** The address of the flow inside the page: `?pledge`, so the browser's Back closes it too. */
const PLEDGE_PARAM = 'pledge';

/** `/platform/projects/:id` (seed 001 §2 'Project details'), for investors and admins. */
export function ProjectDetailsPage() {
  const id = parseProjectId(useParams().id);
  return (
    <section aria-labelledby="project-details-title" className="flex flex-col gap-6">
      <BackToProjects />
      <h1 id="project-details-title" className="text-2xl font-semibold text-foreground">
        {DETAILS_TEXTS.title}
      </h1>
      {id === null ? <ProjectNotFound /> : <ProjectDetails id={id} />}
    </section>
  );
}

function ProjectDetails({ id }: { id: number }) {
  const project = useProject(id);
  const investor = useSession().user?.role === 'INVESTOR';
  // An investor's journey is read beside the project, and the page shows once both are in: the pledge entry says
  // 'You can invest from …' from the start, rather than pushing the page down when the journey arrives.
  const journey = useConsumerJourney({ enabled: investor });
  // With `?pledge` (a reload, or 'Invest here'), what the flow's first step needs is asked for in the same wave as
  // the project and the journey, and the flow's code with them (issue 32 §7).
  const wantsPledge = useSearchParams()[0].has(PLEDGE_PARAM) && investor;
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  usePledgeOpening(id, { enabled: wantsPledge });
  useEffect(() => {
    if (wantsPledge) void loadPledgeFlow();
  }, [wantsPledge]);
  if (project.isPending || journey.isLoading) return <ProjectSkeleton />;
  if (project.isError) {
    // Code 17 also answers an investor who asks for a DRAFT project: to them it does not exist.
    if (hasErrorCode(project.error, ErrorCode.PROJECT_DOES_NOT_EXIST)) return <ProjectNotFound />;
    return <LoadFailure error={project.error} onRetry={() => void project.refetch()} />;
  }
  const coolingOffEndsAt = journey.data?.step === 'COOLING_OFF' ? journey.data.coolingOffEndsAt : undefined;
  return (
    <LoadedProject
      project={project.data}
      coolingOffEndsAt={coolingOffEndsAt}
      openedAt={openedAt}
      onOpenPledge={() => setOpenedAt(Date.now())}
    />
  );
}

interface LoadedProjectProps {
  project: Project;
  coolingOffEndsAt?: string | undefined;
  /** When the flow was asked for: the page load, or the last 'Invest here'. */
  openedAt: number;
  onOpenPledge: () => void;
}

function LoadedProject({ project, coolingOffEndsAt, openedAt, onOpenPledge }: LoadedProjectProps) {
  const isAdmin = useSession().user?.role === 'ADMIN';
  const [searchParams, setSearchParams] = useSearchParams();
  // Admins do not invest: they have no e-wallet and no KYC.
  const canInvest = !isAdmin && isOpenForPledges(project);
  const wantsPledge = searchParams.has(PLEDGE_PARAM);
  // Once open, the flow stays until it is left: the pledge that fills the target must still show its success.
  const [flowOpen, setFlowOpen] = useState(false);
  const pledging = wantsPledge && (canInvest || flowOpen);
  if (pledging !== flowOpen) setFlowOpen(pledging);
  const openPledge = () => {
    onOpenPledge();
    setSearchParams({ [PLEDGE_PARAM]: '' });
  };
  const closePledge = () => setSearchParams({}, { replace: true });
  const refreshProject = useRefreshProject(project.id);
  const place = [project.address, project.city].filter(Boolean).join(', ');
  const investFromId = useId();
  const investFrom = canInvest && !pledging && coolingOffEndsAt !== undefined;
  return (
    <article aria-labelledby="project-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h2 id="project-title" className="text-xl font-semibold text-foreground">
          {project.title}
        </h2>
        {project.subtitle && <p className="text-muted-foreground">{project.subtitle}</p>}
        <ProjectTags project={project} />
        <div className="flex flex-wrap items-center gap-2">
          {canInvest && !pledging && (
            <Button onClick={openPledge} aria-describedby={investFrom ? investFromId : undefined}>
              {DETAILS_TEXTS.investHere}
            </Button>
          )}
          <FollowButton project={project} />
          <LazyDialogTrigger variant="secondary" dialog={AskHereDialog} dialogProps={{ project }}>
            {DETAILS_TEXTS.askHere}
          </LazyDialogTrigger>
        </div>
        {investFrom && (
          <p id={investFromId} className="text-sm font-semibold text-foreground">
            {CONSUMER_JOURNEY_TEXTS.COOLING_OFF.investFrom(coolingOffEndsAt)}
          </p>
        )}
        {isAdmin && <AdminActions project={project} />}
        {!isAdmin && <RepaymentStateNotice state={project.repaymentState} since={project.repaymentStateSince} />}
      </header>
      {isAdmin && hasRepayment(project) && <RepaymentPanel project={project} />}
      {isAdmin && (
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <ProjectAutoInvestCard project={project} />
        </Suspense>
      )}

      {pledging ? (
        <Suspense fallback={<Spinner className="mx-auto my-10" />}>
          <PledgeFlow
            project={project}
            openedAt={openedAt}
            onLeave={closePledge}
            onPledged={() => void refreshProject()}
          />
        </Suspense>
      ) : (
        <ProjectBody project={project} place={place} />
      )}
    </article>
  );
}

/** A loan to repay: funded and not yet paid back, or already off its course (the contract's field read by the server). */
function hasRepayment(project: Project): boolean {
  if (project.repaymentState === undefined) return false;
  return project.repaymentState !== 'ON_TIME' || dueTermOf(project.status) !== undefined;
}

function ProjectBody({ project, place }: { project: Project; place: string }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ImageSlider images={project.images} title={project.title} />
          <section aria-labelledby="project-description-title" className="flex flex-col gap-2">
            <h3 id="project-description-title" className="text-lg font-semibold text-foreground">
              {DETAILS_TEXTS.description}
            </h3>
            <p className="whitespace-pre-line text-foreground">{project.description}</p>
          </section>
          <ProjectDocuments project={project} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <FundingBlock project={project} term="short" />
          {project.allowLongTerm && <FundingBlock project={project} term="long" />}
          {project.status === 'AVAILABLE_TO_PLEDGE' && <ReturnCalculator project={project} />}
        </div>
      </div>

      <ProjectUpdatesSection project={project} />

      <section aria-labelledby="project-location-title" className="flex flex-col gap-2">
        <h3 id="project-location-title" className="text-lg font-semibold text-foreground">
          {DETAILS_TEXTS.location}
        </h3>
        <p className="text-foreground">{place}</p>
        <ProjectMap latitude={project.latitude} longitude={project.longitude} label={`${project.title}, ${place}`} />
      </section>
    </>
  );
}

/** The project's shape while it loads: its title, tags and buttons, the picture beside the funding, the text. */
function ProjectSkeleton() {
  return (
    <LoadingSkeleton>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        <div className="flex flex-wrap gap-2">
          <Skeleton className="h-10 w-28" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <Skeleton className="aspect-video w-full rounded-lg" />
          <SkeletonText lines={5} />
        </div>
        <Skeleton className="h-72 rounded-lg" />
      </div>
    </LoadingSkeleton>
  );
}

function ProjectNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-xl font-semibold text-foreground">{DETAILS_TEXTS.notFound}</h2>
      <p className="max-w-prose text-muted-foreground">{DETAILS_TEXTS.notFoundHint}</p>
      <Button asChild variant="outline">
        <Link to="/platform/projects">{DETAILS_TEXTS.seeAll}</Link>
      </Button>
    </div>
  );
}

function BackToProjects() {
  return (
    <Link
      to="/platform/projects"
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {DETAILS_TEXTS.back}
    </Link>
  );
}
