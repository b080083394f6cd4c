import { cn, controlBoxClasses, describedBy, FieldError, FieldHint, FieldLabel, useFieldIds } from '@keystone/ui';
import type { ComponentProps } from 'react';

interface MessageFieldProps extends Omit<ComponentProps<'textarea'>, 'className'> {
  label: string;
  error?: string;
  /** Characters used of the most allowed. */
  count: number;
  limit: number;
}

/** A labelled textarea with a character counter (@keystone/ui has no multi-line field yet). */
export function MessageField({ label, error, count, limit, id, required, ...props }: MessageFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div data-slot="message-field" className="flex flex-col gap-1.5">
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, error && ids.errorId)}
        rows={5}
        className={cn(
          controlBoxClasses,
          'h-auto min-h-28 py-2 outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          error && 'border-danger',
        )}
        {...props}
      />
      <FieldHint id={ids.hintId} className="self-end tabular-nums">
        {count}/{limit} characters
      </FieldHint>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
