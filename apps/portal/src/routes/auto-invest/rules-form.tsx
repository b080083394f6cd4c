import type { AutoInvestRules, AutoInvestSource, InvestStrategy } from '@keystone/api';
import { autoInvestRefusalText, validateAutoInvestRules } from '@keystone/flows/auto-invest';
import { customAmountDigits, customAmountPenceMessage, parseCustomAmountPence } from '@keystone/flows/pledge';
import { REQUIRED_MESSAGES } from '@keystone/flows/rules';
import { Button, Checkbox, MoneyInput, TextField } from '@keystone/ui';
import { ChoiceField, checkboxProps, Form, FormField, rulesResolver, type FieldMessage } from '@keystone/ui/form';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';

/** The form's own fields: what a person types, read into the contract's rules on submit. */
export interface RulesValues {
  amountText: string;
  totalText: string;
  minRateText: string;
  maxTermText: string;
  short: boolean;
  long: boolean;
  investStrategy: InvestStrategy | '';
  source: AutoInvestSource;
}

const STRATEGIES: readonly InvestStrategy[] = ['DEBT_SECURED', 'DEBT', 'EQUITY', 'SHARIA'];

/** The rules the values say (money in whole pounds, as the pledge form reads them). */
export function rulesOf(values: RulesValues): AutoInvestRules {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
  return {
    amountPerProjectPence: parseCustomAmountPence(values.amountText) ?? 0,
    totalInvestedPence: parseCustomAmountPence(values.totalText) ?? 0,
    minRatePercent: number(values.minRateText),
    maxTermMonths: number(values.maxTermText),
    terms: [...(values.short ? (['SHORT'] as const) : []), ...(values.long ? (['LONG'] as const) : [])],
    investStrategy: (values.investStrategy || 'DEBT') as InvestStrategy,
    source: values.source,
  };
}

function valuesOf(rules: AutoInvestRules | undefined): RulesValues {
  if (rules === undefined) {
    return {
      amountText: '',
      totalText: '',
      minRateText: '',
      maxTermText: '',
      short: false,
      long: false,
      investStrategy: '',
      source: 'E_WALLET',
    };
  }
  return {
    amountText: String(rules.amountPerProjectPence / 100),
    totalText: String(rules.totalInvestedPence / 100),
    minRateText: String(rules.minRatePercent),
    maxTermText: String(rules.maxTermMonths),
    short: rules.terms.includes('SHORT'),
    long: rules.terms.includes('LONG'),
    investStrategy: rules.investStrategy,
    source: rules.source,
  };
}

/** The contract's field as the form names it. */
const FORM_FIELD: Record<string, keyof RulesValues> = {
  amountPerProjectPence: 'amountText',
  totalInvestedPence: 'totalText',
  minRatePercent: 'minRateText',
  maxTermMonths: 'maxTermText',
  terms: 'short',
  investStrategy: 'investStrategy',
  source: 'source',
};

/** Flows' `validateAutoInvestRules`, after the pledge's reading of whole pounds and a strategy chosen. */
function rulesRule(values: RulesValues): FieldMessage[] {
  const typed = ['amountText', 'totalText', 'minRateText', 'maxTermText'] as const;
  const messages: FieldMessage[] = typed
    .filter((field) => values[field].trim() === '')
    .map((field) => ({ field, message: REQUIRED_MESSAGES.fieldRequired }));
  const amountPence = customAmountPenceMessage(values.amountText);
  if (amountPence !== undefined) messages.push({ field: 'amountText', message: amountPence });
  const totalPence = customAmountPenceMessage(values.totalText);
  if (totalPence !== undefined) messages.push({ field: 'totalText', message: totalPence });
  const rules = validateAutoInvestRules(rulesOf(values)).map(({ field, message }) => ({
    field: FORM_FIELD[field] ?? field,
    message,
  }));
  if (values.investStrategy === '') {
    messages.push({ field: 'investStrategy', message: REQUIRED_MESSAGES.fieldRequired });
  }
  // One message a field: what is missing first, then how it is read, then the rule.
  const said = new Set<string>();
  return [...messages, ...rules].filter(({ field }) => !said.has(field) && said.add(field));
}

const resolver = rulesResolver<RulesValues>(rulesRule);

export interface RulesFormProps {
  /** The rules the form starts from: the authority's own when changing them, the ones sent before, or none. */
  rules: AutoInvestRules | undefined;
  /** The investor has an Innovative Finance ISA (`User.isaBalancePence` present): it may pay. */
  hasIsa: boolean;
  /** A refusal the machine holds for these rules (not the investing gate's, shown above with its way on). */
  error: unknown;
  busy: boolean;
  submitLabel: string;
  labelledBy: string;
  onSubmit: (rules: AutoInvestRules) => void;
  /** Changing the rules of a current authority: back to it unchanged. */
  onCancel?: () => void;
}

/**
 * The rules (issue 38 §1): the amount per project and the total to keep invested in whole pounds, the lowest rate,
 * the longest term, the terms, the strategy and the account that pays, each with a plain line under it saying what
 * it does. Checked by flows' `validateAutoInvestRules`, the server's own rule; the server's refusal shows on the form.
 */
export function RulesForm({ rules, hasIsa, error, busy, submitLabel, labelledBy, onSubmit, onCancel }: RulesFormProps) {
  const [defaultValues] = useState(() => valuesOf(rules));
  const form = useForm<RulesValues>({ resolver, defaultValues });
  useEffect(() => {
    if (error !== undefined)
      showOnForm(form, { wording: autoInvestRefusalText, fieldName: (field) => FORM_FIELD[field] })(error);
  }, [error, form]);
  const texts = AUTO_INVEST_TEXTS;
  const strategyChoices = STRATEGIES.map((value) => ({
    value,
    label: texts.strategyLabels[value],
    description: texts.strategyHints[value],
  }));
  const sources: AutoInvestSource[] = hasIsa ? ['E_WALLET', 'ISA'] : ['E_WALLET'];
  const sourceChoices = sources.map((value) => ({
    value,
    label: texts.sourceLabels[value],
    description: texts.sourceHints[value],
  }));
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(rulesOf(values))}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className="flex max-w-2xl flex-col gap-6"
    >
      <fieldset disabled={busy} className="contents">
        <FormField
          control={form.control}
          name="amountText"
          render={({ onChange, ...field }) => (
            <MoneyInput
              label={texts.amountPerProject}
              hint={texts.amountPerProjectHint}
              wholePounds
              required
              {...field}
              onChange={(text) => onChange(customAmountDigits(text))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="totalText"
          render={({ onChange, ...field }) => (
            <MoneyInput
              label={texts.totalInvested}
              hint={texts.totalInvestedHint}
              wholePounds
              required
              {...field}
              onChange={(text) => onChange(customAmountDigits(text))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="minRateText"
          render={(field) => (
            <TextField label={texts.minRate} hint={texts.minRateHint} inputMode="decimal" required {...field} />
          )}
        />
        <FormField
          control={form.control}
          name="maxTermText"
          render={(field) => (
            <TextField label={texts.maxTerm} hint={texts.maxTermHint} inputMode="numeric" required {...field} />
          )}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-base font-medium text-foreground">{texts.terms}</legend>
          <p className="text-sm text-muted-foreground">{texts.termsHint}</p>
          <FormField
            control={form.control}
            name="short"
            render={(field) => <Checkbox label={texts.termLabels.SHORT} {...checkboxProps(field)} />}
          />
          <FormField
            control={form.control}
            name="long"
            render={(field) => <Checkbox label={texts.termLabels.LONG} {...checkboxProps(field)} />}
          />
        </fieldset>
        <FormField
          control={form.control}
          name="investStrategy"
          render={(field) => <ChoiceField legend={texts.strategy} choices={strategyChoices} field={field} />}
        />
        <FormField
          control={form.control}
          name="source"
          render={(field) => <ChoiceField legend={texts.source} choices={sourceChoices} field={field} />}
        />
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
        {onCancel && (
          <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
            {texts.cancel}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
