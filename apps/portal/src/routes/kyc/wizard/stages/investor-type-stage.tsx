import { Checkbox, cn, FieldError } from '@keystone/ui';
import { checkboxProps, FormField } from '@keystone/ui/form';
import { useId } from 'react';
import { INVESTOR_TYPE_CHOICES, RISK_STATEMENT } from './kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const INVESTOR_TYPE_LEGEND = 'Which of these describes you?';

/** Stage 4: the investor's category, each explained with the thresholds of seed 000 §9, and the risk statement. */
export function InvestorTypeStage({ control }: StageProps) {
  const legendId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-6">
      <FormField
        control={control}
        name="investorType"
        render={({ value, onChange, onBlur, name, ref, error }) => (
          <fieldset
            role="radiogroup"
            aria-labelledby={legendId}
            aria-required="true"
            aria-invalid={error !== undefined || undefined}
            aria-describedby={error !== undefined ? errorId : undefined}
            className="flex flex-col gap-3"
          >
            <legend id={legendId} className="mb-3 text-base font-medium text-foreground">
              {INVESTOR_TYPE_LEGEND}
            </legend>
            {INVESTOR_TYPE_CHOICES.map((choice, index) => {
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
                    aria-describedby={`${id}-explanation`}
                    onChange={() => onChange(choice.value)}
                    onBlur={onBlur}
                    className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
                  />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={id} className="cursor-pointer font-medium text-foreground">
                      {choice.label}
                    </label>
                    <p id={`${id}-explanation`} className="text-sm text-muted-foreground">
                      {choice.explanation}
                    </p>
                  </div>
                </div>
              );
            })}
            {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
          </fieldset>
        )}
      />
      <FormField
        control={control}
        name="riskStatementAccepted"
        render={(field) => <Checkbox label={RISK_STATEMENT} required {...checkboxProps(field)} />}
      />
    </div>
  );
}
