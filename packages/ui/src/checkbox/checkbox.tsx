import { Check } from 'lucide-react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';
import { describedBy } from '../field/described-by.ts';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field.tsx';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message ('You must agree with terms and conditions'); marks the box invalid. */
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  className?: string;
}

/**
 * A labelled checkbox: the browser's own `<input type="checkbox">`, drawn like the other controls. With
 * react-hook-form, spread `checkboxProps(field)`.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  required,
  className,
  onCheckedChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div data-slot="checkbox-field" className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            type="checkbox"
            id={ids.controlId}
            data-slot="checkbox"
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(ariaDescribedBy, hint ? ids.hintId : undefined, invalid && ids.errorId)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onCheckedChange?.(event.target.checked)}
            className={cn(
              'peer size-5 cursor-pointer appearance-none rounded-sm border border-input bg-surface shadow-sm',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'checked:border-primary checked:bg-primary',
              'aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-muted',
            )}
            {...props}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
          />
        </span>
        <FieldLabel id={ids.labelId} htmlFor={ids.controlId} required={required} className="cursor-pointer font-normal">
          {label}
        </FieldLabel>
      </div>
      {hint && (
        <FieldHint id={ids.hintId} className="ps-7">
          {hint}
        </FieldHint>
      )}
      {invalid && (
        <FieldError id={ids.errorId} className="ps-7">
          {error}
        </FieldError>
      )}
    </div>
  );
}
