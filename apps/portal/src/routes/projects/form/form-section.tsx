import type { ProjectField } from '@keystone/flows/projects';
import { cn } from '@keystone/ui';
import { useId, type ReactNode } from 'react';

/** Whether the project's status locks a field (flows' `editableProjectFields`). */
export type IsLocked = (field: ProjectField) => boolean;

/** One titled part of the project editor, drawn as a card. */
export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-lg border bg-surface p-4 shadow-sm sm:p-6', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
