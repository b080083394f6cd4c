import type { Project } from '@keystone/api';
import { formatMoney, formatPercent } from '@keystone/flows/format';
import {
  INVEST_STRATEGY_LABELS,
  INVESTMENT_TERM_LABELS,
  mainImage,
  percentFunded,
  projectImageAlt,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_TONES,
  PROJECT_TYPE_LABELS,
  returnUpTo,
  termMonths,
  projectStrategies,
} from '@keystone/flows/projects';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, ProgressBar } from '@keystone/ui';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/**
 * The picture keeps its place (16:9) while it loads, and a project without pictures keeps the same shape. The first
 * card's picture is the page's largest paint: it loads at once and first; the others wait until scrolled near.
 */
function CardImage({ project, priority }: { project: Project; priority: boolean }) {
  const image = mainImage(project.images);
  const box = 'aspect-video w-full overflow-hidden rounded-t-lg bg-muted';
  if (!image) {
    return (
      <div className={`${box} flex items-center justify-center text-muted-foreground`}>
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="sr-only">No picture yet</span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={image.url}
        alt={projectImageAlt(project)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={640}
        height={360}
        className="size-full object-cover"
      />
    </div>
  );
}

/**
 * An investor's project card (seed 001 §2 'Card'): its status, what the project is, what it pays and how far it is
 * funded, the amounts in pounds and pence as everywhere else.
 */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const rate = returnUpTo(project);
  const strategies = projectStrategies(project);
  const funded = percentFunded(project.shortFundedSumPence, project.shortFundingTargetPence);
  const shortMonths = termMonths(project, 'short');
  const longMonths = termMonths(project, 'long');
  return (
    <Card className="w-full gap-4 overflow-hidden pt-0">
      <CardImage project={project} priority={priority} />
      <CardHeader className="gap-2">
        {/* Issue 32: a card said nothing of whether the project is coming soon or open for pledges. */}
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={PROJECT_STATUS_TONES[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
          <Badge>{PROJECT_TYPE_LABELS[project.projectType]}</Badge>
        </div>
        <CardTitle asChild>
          <h2>{project.title}</h2>
        </CardTitle>
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {rate !== null && (
          <p className="text-base font-semibold text-foreground">Return up to {formatPercent(rate)} p.a.</p>
        )}
        {strategies.length > 0 && (
          <ul aria-label="Investment strategies" className="flex flex-wrap gap-1.5">
            {strategies.map((strategy) => (
              <li key={strategy}>
                <Badge>{INVEST_STRATEGY_LABELS[strategy]}</Badge>
              </li>
            ))}
          </ul>
        )}
        <ProgressBar
          label={`${formatMoney(project.shortFundedSumPence)} pledged of ${formatMoney(project.shortFundingTargetPence)}`}
          value={funded}
          valueText={`${formatPercent(funded, { fractionDigits: 2 })} funded`}
        />
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{INVESTMENT_TERM_LABELS.SHORT}</dt>
            <dd className="font-medium text-foreground">{monthsText(shortMonths)}</dd>
          </div>
          {longMonths > 0 && (
            <div>
              <dt className="text-muted-foreground">{INVESTMENT_TERM_LABELS.LONG}</dt>
              <dd className="font-medium text-foreground">{monthsText(longMonths)}</dd>
            </div>
          )}
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={`/platform/projects/${project.id}`}>
            More info<span className="sr-only"> about {project.title}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
