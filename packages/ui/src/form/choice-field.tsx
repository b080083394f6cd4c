import { cn } from '../cn.ts';
import { FieldError } from '../field/index.ts';
import type { FieldBinding } from './form-field.tsx';
import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

interface ChoiceFieldProps<V extends string> {
  legend: string;
  choices: ReadonlyArray<Choice<V>>;
  field: FieldBinding;
}

/** One choice among a few, as radio cards with what each means, bound to a form field; its message under them. */
export function ChoiceField<V extends string>({ legend, choices, field }: ChoiceFieldProps<V>) {
  const legendId = useId();
  const errorId = useId();
  const { value, onChange, onBlur, name, ref, error } = field;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error !== undefined || undefined}
      aria-describedby={error !== undefined ? errorId : undefined}
      className="flex flex-col gap-3"
    >
      <legend id={legendId} className="mb-3 text-base font-medium text-foreground">
        {legend}
      </legend>
      {choices.map((choice, index) => {
        const id = `${legendId}-${choice.value}`;
        return (
          <div
            key={choice.value}
            className={cn(
              'flex items-start gap-3 rounded-lg border border-border bg-surface p-4',
              value === choice.value && 'border-primary',
            )}
          >
            <input
              type="radio"
              id={id}
              ref={index === 0 ? ref : undefined}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              aria-describedby={choice.description === undefined ? undefined : `${id}-description`}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
              className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={id} className="cursor-pointer font-medium text-foreground">
                {choice.label}
              </label>
              {choice.description !== undefined && (
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {choice.description}
                </p>
              )}
            </div>
          </div>
        );
      })}
      {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
