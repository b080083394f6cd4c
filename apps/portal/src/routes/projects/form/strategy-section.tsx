import { investStrategies, type InvestStrategy } from '@keystone/api';
import {
  INVEST_STRATEGY_HINTS,
  INVEST_STRATEGY_LABELS,
  INVESTMENT_TERM_LABELS,
  profitShareField,
  rateField,
  termField,
  type TermPrefix,
} from '@keystone/flows/projects';
import { Checkbox, FieldError, MoneyInput, TextField } from '@keystone/ui';
import { checkboxProps, FormField } from '@keystone/ui/form';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { FormSection, type IsLocked } from './form-section.tsx';
import type { MoneyField, ProjectFormState, RateField } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const { fields } = PROJECT_FORM_TEXTS;
const TERMS = { short: 'SHORT', long: 'LONG' } as const;

/** The short term always; the long-term flag, and the long term's fields while it is on. */
export function StrategySection({ locked }: { locked: IsLocked }) {
  const { control } = useFormContext<ProjectFormState>();
  const allowLongTerm = useWatch({ control, name: 'allowLongTerm' });
  return (
    <FormSection title={PROJECT_FORM_TEXTS.sections.strategy}>
      <TermFields term="short" locked={locked} />
      <FormField
        control={control}
        name="allowLongTerm"
        label={fields.allowLongTerm}
        render={(field) => <Checkbox {...checkboxProps(field)} disabled={locked('allowLongTerm')} />}
      />
      {allowLongTerm && <TermFields term="long" locked={locked} />}
    </FormSection>
  );
}

function TermFields({ term, locked }: { term: TermPrefix; locked: IsLocked }) {
  const { control } = useFormContext<ProjectFormState>();
  const name = <F extends FieldPath<ProjectFormState>>(suffix: string) => termField(term, suffix) as F;
  const dateField = (suffix: 'StartDate' | 'EndDate', label: string) => (
    <FormField
      control={control}
      name={name<`${TermPrefix}${typeof suffix}`>(suffix)}
      label={label}
      render={(field) => <TextField type="date" required {...field} disabled={locked(termField(term, suffix))} />}
    />
  );
  const moneyField = (suffix: string, label: string, required: boolean) => (
    <FormField
      control={control}
      name={name<MoneyField>(suffix)}
      label={label}
      render={(field) => <MoneyInput required={required} {...field} disabled={locked(termField(term, suffix))} />}
    />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border p-4">
      <legend className="px-1 font-semibold text-foreground">{INVESTMENT_TERM_LABELS[TERMS[term]]}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {dateField('StartDate', fields.startDate)}
        {dateField('EndDate', fields.endDate)}
        {moneyField('FundingTargetPence', fields.fundingTarget, true)}
        {moneyField('FundingMinimumPence', fields.fundingMinimum, true)}
        {moneyField('ExpectedProfitPence', fields.expectedProfit, false)}
      </div>
      <Strategies term={term} locked={locked} />
    </fieldset>
  );
}

/** Per strategy an 'offered' tick; a ticked strategy asks for its expected rate, and equity and sharia their share. */
function Strategies({ term, locked }: { term: TermPrefix; locked: IsLocked }) {
  const { control } = useFormContext<ProjectFormState>();
  const strategiesName = term === 'short' ? 'shortStrategies' : 'longStrategies';
  return (
    <FormField
      control={control}
      name={strategiesName}
      label={PROJECT_FORM_TEXTS.termStrategies(INVESTMENT_TERM_LABELS[TERMS[term]])}
      render={({ value, onChange, onBlur, ref, error }) => {
        const toggle = (strategy: InvestStrategy, on: boolean) =>
          onChange(investStrategies.filter((s) => (s === strategy ? on : value.includes(s))));
        const errorId = `${strategiesName}-error`;
        return (
          <fieldset
            name={strategiesName}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            className="flex min-w-0 flex-col gap-3"
          >
            <legend className="mb-2 text-sm font-medium text-foreground">{PROJECT_FORM_TEXTS.strategies}</legend>
            {investStrategies.map((strategy, index) => {
              const offered = value.includes(strategy);
              const share = profitShareField(term, strategy);
              const label = INVEST_STRATEGY_LABELS[strategy];
              return (
                <div key={strategy} className="grid items-start gap-3 sm:grid-cols-3">
                  <Checkbox
                    ref={index === 0 ? ref : undefined}
                    label={`${label}: ${fields.offered.toLowerCase()}`}
                    hint={INVEST_STRATEGY_HINTS[strategy]}
                    checked={offered}
                    onBlur={onBlur}
                    onCheckedChange={(on) => toggle(strategy, on)}
                    disabled={locked(rateField(term, strategy))}
                    className="sm:mt-7"
                  />
                  {offered && (
                    <RateInput
                      name={rateField(term, strategy)}
                      label={`${label}: ${fields.expectedRate}`}
                      locked={locked}
                    />
                  )}
                  {offered && share && (
                    <RateInput name={share} label={`${label}: ${fields.profitShare}`} locked={locked} />
                  )}
                </div>
              );
            })}
            {error && <FieldError id={errorId}>{error}</FieldError>}
          </fieldset>
        );
      }}
    />
  );
}

function RateInput({ name, label, locked }: { name: string; label: string; locked: IsLocked }) {
  const { control } = useFormContext<ProjectFormState>();
  return (
    <FormField
      control={control}
      name={name as RateField}
      label={label}
      render={(field) => <TextField inputMode="decimal" required {...field} disabled={locked(name as RateField)} />}
    />
  );
}
