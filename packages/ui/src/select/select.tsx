import type { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, FocusEventHandler, ReactNode, Ref } from 'react';
import { cn } from '../cn.ts';
import { describedBy } from '../field/described-by.ts';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field.tsx';
import { SelectContent, SelectItem, SelectRoot, SelectTrigger, SelectValue } from './select-parts.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  /** The validation message; marks the select invalid when present. */
  error?: ReactNode;
  id?: string;
  className?: string;
  /** Reaches the trigger button, so a form library can focus the first invalid field. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
}

/** A labelled single-choice select. With react-hook-form, use a `Controller`: `value`, `onValueChange`, `onBlur`, `ref`. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ref,
  onBlur,
  required,
  disabled,
  ...rootProps
}: SelectProps) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div data-slot="select-field" className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <SelectRoot required={required} disabled={disabled} {...rootProps}>
        <SelectTrigger
          id={ids.controlId}
          ref={ref}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? ids.hintId : undefined, invalid && ids.errorId)}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </SelectRoot>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
