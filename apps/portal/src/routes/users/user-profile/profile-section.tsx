import { Card, CardContent, CardHeader, CardTitle } from '@keystone/ui';
import type { ReactNode } from 'react';

export const NOT_PROVIDED = 'Not provided';

export interface ProfileRow {
  label: string;
  /** null, undefined or '' shows 'Not provided'. */
  value: ReactNode;
}

/** One titled block of read-only facts about a user. */
export function ProfileSection({
  title,
  rows,
  children,
}: {
  title: string;
  rows?: readonly ProfileRow[];
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows && (
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)] sm:gap-y-2">
            {rows.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-foreground wrap-anywhere max-sm:mb-2">
                  {value === null || value === undefined || value === '' ? NOT_PROVIDED : value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
