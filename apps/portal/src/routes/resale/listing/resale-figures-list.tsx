import type { ResaleFigures } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import { cn } from '@keystone/ui';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

/**
 * A sale's money as the buyer pays it (flows' `resaleFigures`, answered by the server): the capital, the interest
 * it has earned to the day, and the price. Label and value side by side, even at 390 px.
 */
export function ResaleFiguresList({ figures, className }: { figures: ResaleFigures; className?: string }) {
  const rows = [
    { label: RESALE_LISTING_TEXTS.capital, value: figures.capitalPence },
    { label: RESALE_LISTING_TEXTS.accruedInterest, value: figures.accruedInterestPence },
    { label: RESALE_LISTING_TEXTS.price, value: figures.pricePence, total: true },
  ];
  return (
    <dl className={cn('flex flex-col gap-2', className)}>
      {rows.map(({ label, value, total }) => (
        <div
          key={label}
          className={cn(
            'flex items-baseline justify-between gap-4',
            total && 'border-t border-border pt-2 font-semibold',
          )}
        >
          <dt className={total ? 'text-foreground' : 'text-muted-foreground'}>{label}</dt>
          <dd className="tabular-nums">{formatMoney(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
