import type { DashboardFilter } from '@keystone/api';
import { formatCount, formatMoney } from '@keystone/flows/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@keystone/ui';
import { Link } from 'react-router';
import { useAdminResaleActivity } from '../../../api/resale.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';

export const RESALE_ACTIVITY_TEXTS = {
  title: 'Resale market',
  description: 'Listings open now, and the sales and fee income in the period chosen.',
  loading: 'Loading the resale market',
  openListings: 'Open listings',
  openPence: 'Capital for sale',
  purchases: 'Purchases',
  soldPence: 'Capital sold',
  feeIncomePence: 'Fee income',
  suspendedListings: 'Listings suspended',
  listings: 'See every listing',
} as const;

/** Where the admin manages listings. */
export const RESALE_ADMIN_PATH = '/platform/resale/admin';

/**
 * The resale market on the admin dashboard (issue 37 §3, `getAdminResaleActivity`): what is open now, and the
 * purchases, capital sold and fee income (the ledger's revenue account) in the dashboard's period.
 */
export function ResaleActivity({ filter }: { filter: DashboardFilter }) {
  const activity = useAdminResaleActivity(filter);
  return (
    <Card aria-labelledby="resale-activity-title" className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="resale-activity-title">{RESALE_ACTIVITY_TEXTS.title}</h2>
        </CardTitle>
        <CardDescription>{RESALE_ACTIVITY_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {activity.isPending ? (
          <div role="status">
            <span className="sr-only">{RESALE_ACTIVITY_TEXTS.loading}</span>
            <Skeleton aria-hidden="true" className="h-36 rounded-lg" />
          </div>
        ) : activity.isError ? (
          <LoadFailure error={activity.error} onRetry={() => void activity.refetch()} />
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {(
              [
                ['openListings', formatCount(activity.data.openListings)],
                ['openPence', formatMoney(activity.data.openPence)],
                ['purchases', formatCount(activity.data.purchases)],
                ['soldPence', formatMoney(activity.data.soldPence)],
                ['feeIncomePence', formatMoney(activity.data.feeIncomePence)],
                ['suspendedListings', formatCount(activity.data.suspendedListings)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="contents">
                <dt>{RESALE_ACTIVITY_TEXTS[key]}</dt>
                <dd className="text-right font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Link to={RESALE_ADMIN_PATH} className="text-primary underline underline-offset-2">
          {RESALE_ACTIVITY_TEXTS.listings}
        </Link>
      </CardContent>
    </Card>
  );
}
