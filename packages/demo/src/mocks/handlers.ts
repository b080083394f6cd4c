import type { HttpHandler } from 'msw';
import { agreementsHandlers } from './agreements.handlers.ts';
import { authHandlers } from './auth.handlers.ts';
import { consumerJourneyHandlers } from './consumer-journey.handlers.ts';
import { dashboardHandlers } from './dashboard.handlers.ts';
import { declarationHandlers } from './declarations.handlers.ts';
import { fileHandlers } from './file.handlers.ts';
import { jobsHandlers } from './jobs.handlers.ts';
import { marketingHandlers } from './marketing.handlers.ts';
import { notificationsHandlers } from './notifications.handlers.ts';
import { pledgesHandlers } from './pledges.handlers.ts';
import { projectsHandlers } from './projects.handlers.ts';
import { projectUpdatesHandlers } from './project-updates.handlers.ts';
import { scheduleHandlers } from './schedule.handlers.ts';
import { repaymentHandlers } from './repayment.handlers.ts';
import { settingsHandlers } from './settings.handlers.ts';
import { userHandlers } from './user.handlers.ts';
import { usersHandlers } from './users.handlers.ts';
import { walletHandlers } from './wallet.handlers.ts';
import { taxStatementsHandlers } from './tax-statements.handlers.ts';
import { isaHandlers } from './isa.handlers.ts';
import { isaTransfersHandlers } from './isa-transfers.handlers.ts';
import { secondFactorsHandlers } from './second-factors.handlers.ts';
import { sessionsHandlers } from './sessions.handlers.ts';
import { resaleHandlers } from './resale.handlers.ts';
import { autoInvestHandlers } from './auto-invest.handlers.ts';

/**
 * A working mock of every call of the contract, keyed by operationId, answering from the fixtures. Stories pass it
 * as `parameters.msw.handlers` and replace single entries: `{ ...handlers, getCurrentUser: http.get('/user', …) }`.
 */
export const handlers = {
  ...authHandlers,
  ...settingsHandlers,
  ...userHandlers,
  ...declarationHandlers,
  ...walletHandlers,
  ...dashboardHandlers,
  ...fileHandlers,
  ...marketingHandlers,
  ...projectsHandlers,
  ...projectUpdatesHandlers,
  ...consumerJourneyHandlers,
  ...pledgesHandlers,
  ...agreementsHandlers,
  ...usersHandlers,
  ...jobsHandlers,
  ...scheduleHandlers,
  ...repaymentHandlers,
  ...notificationsHandlers,
  ...taxStatementsHandlers,
  ...isaHandlers,
  ...isaTransfersHandlers,
  ...secondFactorsHandlers,
  ...sessionsHandlers,
  ...resaleHandlers,
  ...autoInvestHandlers,
} satisfies Record<string, HttpHandler>;

export type OperationId = keyof typeof handlers;

/** The handlers as a list, for `setupServer(...handlerList)` / `setupWorker(...handlerList)`. */
export const handlerList: HttpHandler[] = Object.values(handlers);
