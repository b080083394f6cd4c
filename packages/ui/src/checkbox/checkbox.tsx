import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';
import { describedBy } from '../field/described-by.ts';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field.tsx';

export interface CheckboxProps extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message ('You must agree with terms and conditions'); marks the box invalid. */
  error?: ReactNode;
  className?: string;
}

/**
 * A labelled Radix checkbox. It is a button, not an `<input>`: with react-hook-form use a `Controller`
 * and pass `checked` / `onCheckedChange`.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  required,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div data-slot="checkbox-field" className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <CheckboxPrimitive.Root
          id={ids.controlId}
          data-slot="checkbox"
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ariaDescribedBy, hint ? ids.hintId : undefined, invalid && ids.errorId)}
          className={cn(
            'mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-input bg-surface shadow-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            'aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-muted',
          )}
          {...props}
        >
          <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
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
