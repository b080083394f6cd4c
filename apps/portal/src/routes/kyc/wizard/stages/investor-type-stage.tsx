import type { InvestorType } from '@keystone/api';
import { Checkbox, cn, FieldError } from '@keystone/ui';
import { useId } from 'react';
import { INVESTOR_TYPE_CHOICES, RISK_STATEMENT } from '../kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const INVESTOR_TYPE_LEGEND = 'Which of these describes you?';

/** Stage 4: the investor's category, each explained with the thresholds of seed 000 §9, and the risk statement. */
export function InvestorTypeStage({ form, errors, disabled, setField }: StageProps) {
  const legendId = useId();
  const errorId = useId();
  const invalid = errors.investorType !== undefined;
  return (
    <div className="flex flex-col gap-6">
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        disabled={disabled}
        className="flex flex-col gap-3"
      >
        <legend id={legendId} className="mb-3 text-base font-medium text-foreground">
          {INVESTOR_TYPE_LEGEND}
        </legend>
        {INVESTOR_TYPE_CHOICES.map((choice) => {
          const id = `${legendId}-${choice.value}`;
          return (
            <div
              key={choice.value}
              className={cn(
                'flex items-start gap-3 rounded-lg border border-border bg-surface p-4',
                form.investorType === choice.value && 'border-primary',
              )}
            >
              <input
                type="radio"
                id={id}
                name="investorType"
                value={choice.value}
                checked={form.investorType === choice.value}
                aria-describedby={`${id}-explanation`}
                onChange={() => setField('investorType', choice.value as InvestorType)}
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
        {invalid && <FieldError id={errorId}>{errors.investorType}</FieldError>}
      </fieldset>
      <Checkbox
        label={RISK_STATEMENT}
        required
        checked={form.riskStatementAccepted}
        error={errors.riskStatementAccepted}
        disabled={disabled}
        onCheckedChange={(checked) => setField('riskStatementAccepted', checked === true)}
      />
    </div>
  );
}
