import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';
import { controlBoxClasses } from '../field/control-classes.ts';
import { describedBy } from '../field/described-by.ts';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentProps<'select'>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
  hint?: ReactNode;
  /** The validation message; marks the select invalid when present. */
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * A labelled single-choice select: the browser's own `<select>`, styled like the other controls. It costs no script,
 * and on a phone it opens the system's picker. With react-hook-form, spread `selectProps(field)`.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  required,
  value,
  defaultValue,
  onValueChange,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  // Uncontrolled with a placeholder: start on the placeholder, not on the first option.
  const initialValue = value === undefined ? (defaultValue ?? (placeholder === undefined ? undefined : '')) : undefined;
  return (
    // min-w-0 throughout: a select is as wide as its longest option unless told it may shrink, which in a grid cell
    // or a dialog at 320 px pushed the page sideways.
    <div data-slot="select-field" className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <div className={cn(controlBoxClasses, 'relative min-w-0 px-0')}>
        <select
          id={ids.controlId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? ids.hintId : undefined, invalid && ids.errorId)}
          value={value}
          defaultValue={initialValue}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value)}
          className={cn(
            'h-full w-full min-w-0 cursor-pointer appearance-none truncate bg-transparent ps-3 pe-9 outline-none',
            'disabled:cursor-not-allowed disabled:text-muted-foreground',
            "has-[option[value='']:checked]:text-muted-foreground",
          )}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled hidden>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} className="text-foreground">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 size-4 shrink-0 text-muted-foreground"
        />
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
