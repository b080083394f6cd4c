import type { NextPayment } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import { Card, CardContent } from '@keystone/ui';
import { Link } from 'react-router';

export const NEXT_PAYMENT_TEXTS = {
  title: 'Next payment due',
  nothingDue: 'No payment is due on your investments.',
  on: 'on',
  from: 'from',
  andOthers: (projects: number) => `and ${projects - 1} other ${projects === 2 ? 'project' : 'projects'}`,
  expected: 'Expected, not promised: it depends on the borrower repaying.',
} as const;

/** The earliest payment due across the investor's investments (issue 34 §1), or that nothing is due. */
export function NextPaymentCard({ next }: { next: NextPayment | undefined }) {
  return (
    <Card role="region" className="py-4" aria-labelledby="next-payment-title">
      <CardContent className="flex min-h-16 flex-col gap-1">
        <h2 id="next-payment-title" className="text-sm text-muted-foreground">
          {NEXT_PAYMENT_TEXTS.title}
        </h2>
        {next === undefined ? (
          <p>{NEXT_PAYMENT_TEXTS.nothingDue}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-2xl font-semibold tabular-nums">{formatMoney(next.amountPence)}</span>
              <span>
                {NEXT_PAYMENT_TEXTS.on} {formatDate(next.dueDate)} {NEXT_PAYMENT_TEXTS.from}{' '}
                <Link
                  to={`/platform/projects/${next.projectId}`}
                  className="font-semibold underline underline-offset-2 hover:text-primary"
                >
                  {next.projectName}
                </Link>
                {(next.projects ?? 1) > 1 && ` ${NEXT_PAYMENT_TEXTS.andOthers(next.projects ?? 1)}`}
              </span>
            </p>
            <p className="text-sm text-muted-foreground">{NEXT_PAYMENT_TEXTS.expected}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
