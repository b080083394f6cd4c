import { AUTO_INVEST_STATE_LABELS, AUTO_INVEST_STATE_TONES } from '@keystone/flows/auto-invest';
import { formatMoney } from '@keystone/flows/format';
import { Badge, Card, CardContent, LoadingSkeleton, Skeleton } from '@keystone/ui';
import { Link } from 'react-router';
import { useAutoInvest } from '../../../api/auto-invest.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { AUTO_INVEST_PATH } from '../../auto-invest/auto-invest-path.ts';

/** The dashboard's auto-invest card (issue 38 §3): plain facts, never a prompt to invest more. */
export const AUTO_INVEST_CARD_TEXTS = {
  title: 'Auto-invest',
  moneyWaiting: 'Money waiting to be invested',
  moneyWaitingHint: 'What your rules could invest when a matching project opens.',
  paused: 'Your rules are paused: nothing is invested until you resume them.',
  notSetUp: 'Auto-invest is not set up. With it, projects that match rules you choose are pledged to for you.',
  setUp: 'Set up auto-invest',
  see: 'See your auto-invest',
} as const;

const linkClass = 'w-fit text-sm font-medium text-primary underline underline-offset-2';

/**
 * The money waiting to be invested and the rules' state, linking to the auto-invest page; for an investor without a
 * current authority, a plain line and the way to set it up. Its height is held while it loads, so the dashboard
 * below it does not move.
 */
export function AutoInvestCard() {
  const autoInvest = useAutoInvest();
  const authority = autoInvest.data?.authority;
  const current = authority && authority.state !== 'ENDED' ? authority : null;

  return (
    <Card role="region" className="py-4" aria-labelledby="auto-invest-card-title" aria-busy={autoInvest.isPending}>
      <CardContent className="flex min-h-40 flex-col gap-1 sm:min-h-28">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="auto-invest-card-title" className="text-sm text-muted-foreground">
            {AUTO_INVEST_CARD_TEXTS.title}
          </h2>
          {current && (
            <Badge tone={AUTO_INVEST_STATE_TONES[current.state]}>{AUTO_INVEST_STATE_LABELS[current.state]}</Badge>
          )}
        </div>
        {autoInvest.isPending ? (
          // The shape of the card with rules: the amount's line, the hint and the link.
          <LoadingSkeleton className="min-h-0 gap-1">
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-5 w-36" />
          </LoadingSkeleton>
        ) : autoInvest.isError ? (
          <LoadFailure error={autoInvest.error} onRetry={() => void autoInvest.refetch()} />
        ) : current === null ? (
          <>
            <p>{AUTO_INVEST_CARD_TEXTS.notSetUp}</p>
            <Link to={AUTO_INVEST_PATH} className={linkClass}>
              {AUTO_INVEST_CARD_TEXTS.setUp}
            </Link>
          </>
        ) : (
          <>
            {current.state === 'PAUSED' ? (
              <p>{AUTO_INVEST_CARD_TEXTS.paused}</p>
            ) : (
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-2xl font-semibold tabular-nums">
                  {formatMoney(autoInvest.data.moneyWaitingPence)}
                </span>
                <span>{AUTO_INVEST_CARD_TEXTS.moneyWaiting}</span>
              </p>
            )}
            {current.state === 'ACTIVE' && (
              <p className="text-sm text-muted-foreground">{AUTO_INVEST_CARD_TEXTS.moneyWaitingHint}</p>
            )}
            <Link to={AUTO_INVEST_PATH} className={linkClass}>
              {AUTO_INVEST_CARD_TEXTS.see}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
