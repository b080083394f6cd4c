import type { InvestStrategy, Project } from '@keystone/api';
import {
  CALCULATOR_RISK_NOTE,
  calculatorAmountPence,
  calculatorDigits,
  calculatorTotalPence,
  INVEST_STRATEGY_LABELS,
  INVESTMENT_TERM_LABELS,
  offeredStrategies,
  strategyRate,
  termMonths,
  validateCalculatorAmount,
  type TermPrefix,
} from '@keystone/flows/projects';
import { formatMoney, formatPercent } from '@keystone/flows/format';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Select, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver, selectProps } from '@keystone/ui/form';
import { useForm, useWatch } from 'react-hook-form';

export const CALCULATOR_TEXTS = {
  title: 'Return calculator',
  description: 'What an investment could be worth at the end of its term, at the expected rate.',
  amount: 'Investment',
  option: 'Strategy and term',
  calculate: 'Calculate',
  total: (months: number) => `Total after ${months} ${months === 1 ? 'month' : 'months'}`,
  riskNote: CALCULATOR_RISK_NOTE,
} as const;

const termName = (term: TermPrefix) => INVESTMENT_TERM_LABELS[term === 'short' ? 'SHORT' : 'LONG'];

interface RateOption {
  value: string;
  label: string;
  ratePercent: number;
  months: number;
}

/** Every strategy the project offers in each of its terms, with the rate and the months the total is worked with. */
export function rateOptions(project: Project): RateOption[] {
  const terms: TermPrefix[] = project.allowLongTerm ? ['short', 'long'] : ['short'];
  return terms.flatMap((term) => {
    const months = termMonths(project, term);
    return offeredStrategies(project, term).flatMap((strategy: InvestStrategy) => {
      const ratePercent = strategyRate(project, term, strategy);
      if (ratePercent === null) return [];
      const label = `${termName(term)} · ${INVEST_STRATEGY_LABELS[strategy]} · ${formatPercent(ratePercent)} p.a.`;
      return [{ value: `${term}:${strategy}`, label, ratePercent, months }];
    });
  });
}

interface CalculatorValues {
  amount: string;
  option: string;
}

const resolver = rulesResolver<CalculatorValues>({ amount: validateCalculatorAmount });

/**
 * The return calculator (seed 001 §5, §9), shown while the project is AVAILABLE_TO_PLEDGE: whole pounds, digits only,
 * and total = amount + amount × rate/100 × months/12 (flows). Once calculated, the total follows every change.
 */
export function ReturnCalculator({ project }: { project: Project }) {
  const options = rateOptions(project);
  const form = useForm<CalculatorValues>({ resolver, defaultValues: { amount: '', option: options[0]?.value ?? '' } });
  const [amount, option] = useWatch({ control: form.control, name: ['amount', 'option'] });
  if (options.length === 0) return null;

  const chosen = options.find((candidate) => candidate.value === option) ?? options[0]!;
  const showTotal = form.formState.isSubmitSuccessful && validateCalculatorAmount(amount) === undefined;
  const total = calculatorTotalPence({
    amountPence: calculatorAmountPence(amount),
    ratePercent: chosen.ratePercent,
    months: chosen.months,
  });

  return (
    <Card role="region" aria-labelledby="return-calculator-title">
      <CardHeader>
        <CardTitle asChild>
          <h3 id="return-calculator-title">{CALCULATOR_TEXTS.title}</h3>
        </CardTitle>
        <CardDescription>{CALCULATOR_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          onSubmit={() => undefined}
          aria-label={CALCULATOR_TEXTS.title}
          className="flex flex-col gap-4"
        >
          <FormField
            control={form.control}
            name="amount"
            render={(field) => (
              <TextField
                label={CALCULATOR_TEXTS.amount}
                required
                inputMode="numeric"
                autoComplete="off"
                startAdornment="£"
                {...field}
                onChange={(event) => field.onChange(calculatorDigits(event.target.value))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="option"
            render={(field) => (
              <Select label={CALCULATOR_TEXTS.option} options={options} required {...selectProps(field)} />
            )}
          />
          <Button type="submit" variant="secondary" className="self-start">
            {CALCULATOR_TEXTS.calculate}
          </Button>
          <output aria-live="polite" className="text-foreground">
            {showTotal && (
              <span className="flex flex-col gap-1">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="text-sm text-muted-foreground">{CALCULATOR_TEXTS.total(chosen.months)}</span>
                  <strong className="text-xl tabular-nums" data-testid="calculator-total">
                    {formatMoney(total)}
                  </strong>
                </span>
                {/* Never a total without the risk beside it (issue 32). */}
                <span className="text-sm font-medium">{CALCULATOR_TEXTS.riskNote}</span>
              </span>
            )}
          </output>
        </Form>
      </CardContent>
    </Card>
  );
}
