import type { InvestmentTerm, InvestStrategy, PledgeSource } from '@keystone/api';
import { formatMoney, formatPercent } from '@keystone/flows/format';
import { offeredSources, PLEDGE_SOURCE_LABELS, selectCanPledgeLong, selectStrategies } from '@keystone/flows/pledge';
import {
  INVEST_STRATEGY_HINTS,
  INVEST_STRATEGY_LABELS,
  INVESTMENT_TERM_LABELS,
  strategyRate,
} from '@keystone/flows/projects';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import { ChoiceStep } from './choice-step.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Source: the e-wallet, with its balance, the Innovative Finance ISA with its cash (to an investor who has one, issue
 * 35), or a bank transfer.
 */
export function SourceStep(step: StepProps) {
  const { context } = step.snapshot;
  const balances: Partial<Record<PledgeSource, string | undefined>> = {
    E_WALLET: `${PLEDGE_TEXTS.balance}: ${formatMoney(context.eWalletBalancePence)}`,
    ISA:
      context.isaBalancePence === undefined
        ? undefined
        : `${PLEDGE_TEXTS.isaCash}: ${formatMoney(context.isaBalancePence)}`,
  };
  const choices = offeredSources(context).map((value: PledgeSource) => ({
    value,
    label: PLEDGE_SOURCE_LABELS[value],
    description: balances[value],
  }));
  const { source } = context;
  return (
    <ChoiceStep
      {...step}
      legend={PLEDGE_TEXTS.sourceLegend}
      choices={choices}
      chosen={source}
      choose={(value) => step.send({ type: 'SELECT_SOURCE', source: value })}
    />
  );
}

/**
 * Strategy: those the project offers for the short term, which every pledge includes, with their rates and what each
 * is (issue 32: 'Debt secured' and 'Debt' were never explained).
 */
export function StrategyStep(step: StepProps) {
  const { project, investStrategy } = step.snapshot.context;
  const choices = selectStrategies(step.snapshot).map((value: InvestStrategy) => {
    const rate = strategyRate(project, 'short', value);
    return {
      value,
      label: INVEST_STRATEGY_LABELS[value],
      description: [
        INVEST_STRATEGY_HINTS[value],
        rate === null ? null : `${PLEDGE_TEXTS.rate}: ${formatPercent(rate)} p.a.`,
      ]
        .filter(Boolean)
        .join(' '),
    };
  });
  return (
    <ChoiceStep
      {...step}
      legend={PLEDGE_TEXTS.strategyLegend}
      choices={choices}
      chosen={investStrategy}
      choose={(value) => step.send({ type: 'SELECT_STRATEGY', investStrategy: value })}
    />
  );
}

/** Term: short, or long (which also pledges short) when the project offers the chosen strategy for it. */
export function TermStep(step: StepProps) {
  const { term } = step.snapshot.context;
  const choices = [
    { value: 'SHORT' as InvestmentTerm, label: INVESTMENT_TERM_LABELS.SHORT, description: PLEDGE_TEXTS.shortTermHint },
    ...(selectCanPledgeLong(step.snapshot)
      ? [
          {
            value: 'LONG' as InvestmentTerm,
            label: INVESTMENT_TERM_LABELS.LONG,
            description: PLEDGE_TEXTS.longTermHint,
          },
        ]
      : []),
  ];
  return (
    <ChoiceStep<InvestmentTerm>
      {...step}
      legend={PLEDGE_TEXTS.termLegend}
      choices={choices}
      chosen={term}
      choose={(value) => step.send({ type: 'SELECT_TERM', term: value })}
    />
  );
}
