import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';
import { FieldHint, useFieldIds } from '../field/field.tsx';

export interface ToggleChipOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ToggleChipGroupProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> {
  /** What the choices are about ('Status'); the group's accessible name. */
  legend: ReactNode;
  options: readonly ToggleChipOption[];
  /** The chosen values. */
  value: readonly string[];
  /** Called with the chosen values, in the options' order. */
  onValueChange: (value: string[]) => void;
  hint?: ReactNode;
  /** On a phone: wrap onto as many lines as needed, or keep one line that scrolls sideways (many choices). */
  narrow?: 'wrap' | 'scroll';
}

/**
 * A several-of-many choice drawn as chips: a `<fieldset>` of the browser's own checkboxes, so the keyboard (Tab,
 * Space) and screen readers ('checkbox, checked') work as for any checkbox, with no popover to manage.
 */
export function ToggleChipGroup({
  legend,
  options,
  value,
  onValueChange,
  hint,
  narrow = 'wrap',
  id,
  className,
  disabled,
  ...props
}: ToggleChipGroupProps) {
  const ids = useFieldIds(id);
  const chosen = new Set(value);
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(option);
    else next.delete(option);
    onValueChange(options.map((candidate) => candidate.value).filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset
      id={ids.controlId}
      data-slot="toggle-chip-group"
      disabled={disabled}
      aria-describedby={hint ? ids.hintId : undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div
        className={cn(
          'flex flex-wrap gap-2',
          // Room for the focus ring, which the scrolling box would otherwise cut.
          narrow === 'scroll' && 'max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:p-1',
        )}
      >
        {options.map((option) => (
          // relative: the visually hidden box is placed (and clipped) with its chip, not at the page's far edge.
          <label key={option.value} className="relative shrink-0">
            <input
              type="checkbox"
              value={option.value}
              checked={chosen.has(option.value)}
              disabled={option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="peer sr-only"
            />
            <span
              data-slot="toggle-chip"
              className={cn(
                'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full whitespace-nowrap border border-input bg-surface px-3 text-sm text-foreground',
                'hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:hover:bg-primary/90',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60 [&_svg]:size-3.5',
              )}
            >
              {chosen.has(option.value) && <Check aria-hidden="true" strokeWidth={3} />}
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </fieldset>
  );
}
