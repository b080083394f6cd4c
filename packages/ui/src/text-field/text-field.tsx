import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';
import { controlBoxClasses } from '../field/control-classes.ts';
import { describedBy } from '../field/described-by.ts';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'className'> {
  label: ReactNode;
  /** Guidance shown under the field and read after the label. */
  hint?: ReactNode;
  /** The validation message; marks the field invalid when present. */
  error?: ReactNode;
  /** Fixed text before the value, such as `+44` or `£`; read as part of the description. */
  startAdornment?: ReactNode;
  /** Classes for the whole field (label, box and messages). */
  className?: string;
  /** Classes for the `<input>` itself. */
  inputClassName?: string;
}

/** A labelled input. Every input prop (and `ref`) reaches the `<input>`, so react-hook-form's `register` works. */
export function TextField({
  label,
  hint,
  error,
  startAdornment,
  id,
  required,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const adornmentId = `${ids.controlId}-adornment`;
  return (
    <div data-slot="text-field" className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <div data-slot="text-field-control" className={controlBoxClasses}>
        {startAdornment !== undefined && (
          <span id={adornmentId} className="shrink-0 text-muted-foreground">
            {startAdornment}
          </span>
        )}
        <input
          id={ids.controlId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            startAdornment !== undefined && adornmentId,
            ariaDescribedBy,
            hint ? ids.hintId : undefined,
            invalid && ids.errorId,
          )}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted-foreground',
            'disabled:cursor-not-allowed disabled:text-muted-foreground',
            inputClassName,
          )}
          {...props}
        />
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
