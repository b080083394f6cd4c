import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { termWindowOf, type TermDates, type TermWindow } from '@keystone/flows/payouts';
import { AppError } from '../errors/app-error.ts';
import type { PaymentProject } from './queries.ts';

export const NO_LONG_TERM = 'The project has no long term';

export const walletKindOf = (term: InvestmentTerm) =>
  term === 'LONG' ? ('PROJECT_LONG_WALLET' as const) : ('PROJECT_SHORT_WALLET' as const);

/** The term as it ran: actual dates where set, else the planned ones; code 2 for a long term the project lacks. */
export function termWindow(project: PaymentProject, term: InvestmentTerm): TermWindow {
  const window = termWindowOf(termDatesOf(project, term));
  if (window === undefined || (term === 'LONG' && !project.allow_long_term)) {
    throw new AppError(2, { fieldErrors: [{ field: 'term', message: NO_LONG_TERM }] });
  }
  return window;
}

/** The term's planned and actual dates as the project row holds them. */
export function termDatesOf(project: PaymentProject, term: InvestmentTerm): TermDates {
  return term === 'SHORT'
    ? {
        plannedStart: project.short_start_date,
        plannedEnd: project.short_end_date,
        actualStart: project.short_actual_start_date,
        actualEnd: project.short_actual_end_date,
      }
    : {
        plannedStart: project.long_start_date,
        plannedEnd: project.long_end_date,
        actualStart: project.long_actual_start_date,
        actualEnd: project.long_actual_end_date,
      };
}

/** The strategy's expected yearly rate for the term, percent (0 when the project does not offer it). */
export function yearRateOf(project: PaymentProject, term: InvestmentTerm, strategy: InvestStrategy): number {
  const rates =
    term === 'SHORT'
      ? {
          DEBT_SECURED: project.short_debt_secured_expected_rate,
          DEBT: project.short_debt_expected_rate,
          EQUITY: project.short_equity_expected_rate,
          SHARIA: project.short_sharia_expected_rate,
        }
      : {
          DEBT_SECURED: project.long_debt_secured_expected_rate,
          DEBT: project.long_debt_expected_rate,
          EQUITY: project.long_equity_expected_rate,
          SHARIA: project.long_sharia_expected_rate,
        };
  return Number(rates[strategy] ?? 0);
}
