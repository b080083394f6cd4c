import type { InvestmentSchedule, InvestmentTerm, NextPayment, ProjectSchedule } from '@keystone/api';
import {
  investmentSchedule,
  nextPaymentDue,
  projectScheduleLines,
  sumSchedule,
  termWindowOf,
  type TermScheduleInput,
} from '@keystone/flows/payouts';
import { calendarDateIn } from '@keystone/flows/rules';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { termDatesOf, yearRateOf } from '../project-payments/payment-project.ts';
import { findPaymentProject } from '../project-payments/queries.ts';
import { findScheduleInvestment, paidItemsOfProjects, succeededInvestmentsOfProjects } from './queries.ts';

// The repayment schedule (issue 34 §1): computed on every call by flows' rule from the investments and the payouts,
// so it is never stored twice and never disagrees with what the payouts pay.

type InvestmentRow = Awaited<ReturnType<typeof succeededInvestmentsOfProjects>>[number];
type PaidRow = Awaited<ReturnType<typeof paidItemsOfProjects>>[number];

const TERMS: readonly InvestmentTerm[] = ['SHORT', 'LONG'];
const isCancelled = (status: InvestmentRow['project_status']) =>
  status === 'CANCELLED_NOT_PAID_OUT' || status === 'CANCELLED_PAID_OUT';

/** The schedule inputs of each term of each project the rows are from (a term with no dates has none). */
function termInputs(rows: readonly InvestmentRow[], paidRows: readonly PaidRow[]): Map<string, TermScheduleInput> {
  const paid = paidRows.flatMap((row) =>
    row.paidAt === null
      ? []
      : [
          {
            investmentId: row.investmentId,
            profitPence: row.profitPence ?? 0,
            sumPence: row.sumPence,
            paidOn: calendarDateIn(row.paidAt),
          },
        ],
  );
  const inputs = new Map<string, TermScheduleInput>();
  for (const row of rows) {
    const project = { ...row, id: row.project_id, status: row.project_status };
    const window = termWindowOf(termDatesOf(project, row.term));
    if (window === undefined || (row.term === 'LONG' && !row.allow_long_term)) continue;
    const key = termKey(row.project_id, row.term);
    const input = inputs.get(key) ?? {
      term: row.term,
      window,
      investments: [],
      cancelled: isCancelled(row.project_status),
      paid,
    };
    inputs.set(key, {
      ...input,
      investments: [
        ...input.investments,
        {
          id: row.id,
          sumPence: row.amount_pence,
          yearRatePercent: isCancelled(row.project_status) ? 0 : yearRateOf(project, row.term, row.invest_strategy),
          investAt: row.paid_at ?? row.created_at,
        },
      ],
    });
  }
  return inputs;
}

const termKey = (projectId: number, term: InvestmentTerm) => `${projectId}:${term}`;
const today = (app: AppContext) => calendarDateIn(app.clock.now());

/** GET /investments/{id}/schedule: one of the caller's investments (anyone else's, or none: code 10). */
export async function getInvestmentSchedule(
  app: AppContext,
  userId: number,
  investmentId: number,
): Promise<InvestmentSchedule> {
  const investment = await findScheduleInvestment(app.db, investmentId);
  if (!investment || investment.user_id !== userId) throw new AppError(10);
  const answer = {
    investmentId: investment.id,
    projectId: investment.project_id,
    projectName: investment.project_title,
    term: investment.term,
    amountPence: investment.amount_pence,
    status: investment.status,
  };
  if (investment.status !== 'SUCCEEDED') return { ...answer, lines: [] };
  const [rows, paid] = await Promise.all([
    succeededInvestmentsOfProjects(app.db, [investment.project_id]),
    paidItemsOfProjects(app.db, [investment.project_id]),
  ]);
  const input = termInputs(rows, paid).get(termKey(investment.project_id, investment.term));
  const lines = input ? investmentSchedule(input, investment.id, today(app)) : [];
  return { ...answer, lines: lines.map(({ investmentId: _id, ...line }) => line) };
}

/** GET /projects/{id}/schedule: every investment's lines summed by term, kind and date (admin). */
export async function getProjectSchedule(app: AppContext, projectId: number): Promise<ProjectSchedule> {
  const project = await findPaymentProject(app.db, projectId);
  if (!project) throw new AppError(17);
  const [rows, paid] = await Promise.all([
    succeededInvestmentsOfProjects(app.db, [projectId]),
    paidItemsOfProjects(app.db, [projectId]),
  ]);
  const inputs = termInputs(rows, paid);
  const on = today(app);
  const terms = TERMS.flatMap((term) => inputs.get(termKey(projectId, term)) ?? []);
  return { projectId, totals: sumSchedule(projectScheduleLines(terms, on), on) };
}

export interface LiveInvestment {
  id: number;
  projectId: number;
  projectName: string;
  term: InvestmentTerm;
  /** The London date its term ends (actual, else planned). */
  dueDate: string;
}

/**
 * The investor's next payment due (the dashboard's card): the earliest due date of their investments not yet paid
 * back, and the lines due on it summed by flows' rule, over the whole of each term so the pennies are the payouts'.
 * One statement, and only when something is due.
 */
export async function nextPaymentOf(
  app: AppContext,
  live: readonly LiveInvestment[],
): Promise<NextPayment | undefined> {
  const first = live.reduce<string | undefined>(
    (soonest, row) => (soonest === undefined || row.dueDate < soonest ? row.dueDate : soonest),
    undefined,
  );
  if (first === undefined) return undefined;
  const due = live.filter((row) => row.dueDate === first);
  const projectIds = [...new Set(due.map((row) => row.projectId))];
  const inputs = termInputs(await succeededInvestmentsOfProjects(app.db, projectIds), []);
  const on = today(app);
  const lines = due.flatMap((row) => {
    const input = inputs.get(termKey(row.projectId, row.term));
    return input ? investmentSchedule(input, row.id, on) : [];
  });
  const next = nextPaymentDue(lines);
  if (!next) return undefined;
  const [named] = [...due].sort((a, b) => a.projectName.localeCompare(b.projectName));
  if (!named) return undefined;
  return { ...next, projectId: named.projectId, projectName: named.projectName, projects: projectIds.length };
}
