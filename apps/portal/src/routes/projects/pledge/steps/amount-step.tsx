import type { FieldError, PledgeAmountOption } from '@keystone/api';
import { everydayLimitMessage } from '@keystone/flows/declarations';
import { formatMoney } from '@keystone/flows/format';
import {
  amountStepOf,
  customAmountDigits,
  longTermLimits,
  maximumOptionLabel,
  offeredMaximum,
  parseCustomAmountPence,
  PLEDGE_AMOUNT_OPTION_LABELS,
  pledgeMaximumMessage,
  selectAmountDefaults,
  selectAmountRules,
  selectTransferNotice,
  shortTermLimits,
  stepCeilings,
  type InvestorCeilings,
  type PledgeAmountChoice,
  type TermLimits,
} from '@keystone/flows/pledge';
import { Message, MoneyInput } from '@keystone/ui';
import { ChoiceField, FormField, rulesResolver, SERVER_ERROR, type FieldMessage } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';

const OPTIONS: readonly PledgeAmountOption[] = ['MINIMUM', 'CUSTOM', 'REMAINING'];

type TermPrefix = 'short' | 'long';

/**
 * Where each of flows' amount refusals shows: a term's under its custom amount when that is the option chosen, else
 * under its options; the e-wallet's insufficient funds above the form.
 */
function onFormFields(errors: readonly FieldError[], choice: PledgeAmountChoice): FieldMessage[] {
  return errors.map(({ field, message }) => {
    if (field === 'shortAmountPence') {
      return { field: choice.shortOption === 'CUSTOM' ? 'shortCustomText' : 'shortOption', message };
    }
    if (field === 'longAmountPence') {
      return { field: choice.longOption === 'CUSTOM' ? 'longCustomText' : 'longOption', message };
    }
    return { field: SERVER_ERROR, message };
  });
}

/**
 * Amount (seed 001 §5): per term the minimum, a custom amount or what remains, checked by flows' amount rules; none
 * chosen until the investor chooses. What remains is the most this investor can pledge now, and the step says which
 * limit sets it: the project's, their everyday limit or their e-wallet (issue 32 §2). An everyday investor sees their
 * 12-month limit and what is left, and a pledge above it is refused above the form saying so (issue 24 §4).
 */
export function AmountStep(step: StepProps) {
  const { snapshot, send } = step;
  const { limits, term } = snapshot.context;
  const [resolver] = useState(() => {
    const rules = selectAmountRules(snapshot);
    return rulesResolver<PledgeAmountChoice>((choice) => onFormFields(rules(choice), choice));
  });
  const form = useForm<PledgeAmountChoice>({ resolver, defaultValues: selectAmountDefaults(snapshot) });
  const long = longTermLimits(limits);
  const transferNotice = selectTransferNotice(snapshot);
  const { everydayLimit } = snapshot.context;
  const investor = stepCeilings(amountStepOf(snapshot.context));
  const shortOption = useWatch({ control: form.control, name: 'shortOption' });
  const shortCustomText = useWatch({ control: form.control, name: 'shortCustomText' });
  const shortMaximum = offeredMaximum(shortTermLimits(limits), investor);
  // The long term follows the short: what the short term takes is no longer there for it.
  const shortPence =
    shortOption === 'MINIMUM'
      ? shortTermLimits(limits).minimumPence
      : shortOption === 'REMAINING'
        ? shortMaximum.maximumPence
        : shortOption === 'CUSTOM'
          ? (parseCustomAmountPence(shortCustomText) ?? 0)
          : 0;
  return (
    <StepForm form={form} onNext={(amounts) => send({ type: 'NEXT', amounts })} {...step}>
      {everydayLimit !== undefined && (
        <Message variant="info" dismissible={false} data-everyday-limit="">
          {everydayLimitMessage({ limit: everydayLimit.limitPence, left: everydayLimit.leftPence })}
        </Message>
      )}
      {transferNotice !== undefined && (
        <Message variant="info" dismissible={false}>
          {transferNotice}
        </Message>
      )}
      <p className="text-sm text-foreground" data-pledge-maximum="">
        {pledgeMaximumMessage(shortMaximum)}
      </p>
      <TermAmount
        control={form.control}
        term="short"
        legend={PLEDGE_TEXTS.shortAmountLegend}
        limits={shortTermLimits(limits)}
        investor={investor}
        usedPence={0}
      />
      {term === 'LONG' && long !== undefined && (
        <TermAmount
          control={form.control}
          term="long"
          legend={PLEDGE_TEXTS.longAmountLegend}
          limits={long}
          investor={investor}
          usedPence={shortPence}
        />
      )}
    </StepForm>
  );
}

interface TermAmountProps {
  control: Control<PledgeAmountChoice>;
  term: TermPrefix;
  legend: string;
  limits: TermLimits;
  /** The investor's everyday limit and e-wallet, which both terms share. */
  investor: InvestorCeilings;
  /** What the other term of the pledge already takes of them. */
  usedPence: number;
}

function TermAmount({ control, term, legend, limits, investor, usedPence }: TermAmountProps) {
  const optionName = term === 'short' ? 'shortOption' : 'longOption';
  const customName = term === 'short' ? 'shortCustomText' : 'longCustomText';
  const option = useWatch({ control, name: optionName });
  const labels: Record<PledgeAmountOption, string> = {
    MINIMUM: `${PLEDGE_AMOUNT_OPTION_LABELS.MINIMUM}: ${formatMoney(limits.minimumPence)}`,
    CUSTOM: PLEDGE_AMOUNT_OPTION_LABELS.CUSTOM,
    REMAINING: maximumOptionLabel(PLEDGE_AMOUNT_OPTION_LABELS.REMAINING, offeredMaximum(limits, investor, usedPence)),
  };
  const choices = OPTIONS.map((value) => ({ value, label: labels[value] }));
  return (
    <div className="flex flex-col gap-3">
      <FormField
        control={control}
        name={optionName}
        render={(field) => <ChoiceField legend={legend} choices={choices} field={field} />}
      />
      {option === 'CUSTOM' && (
        <FormField
          control={control}
          name={customName}
          render={({ onChange, ...field }) => (
            <MoneyInput
              label={`${legend}: ${PLEDGE_TEXTS.customAmount}`}
              hint={PLEDGE_TEXTS.customAmountHint}
              wholePounds
              required
              {...field}
              onChange={(text) => onChange(customAmountDigits(text))}
            />
          )}
        />
      )}
    </div>
  );
}
