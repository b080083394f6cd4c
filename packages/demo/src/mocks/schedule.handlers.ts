import { demoProjectSchedule, demoSchedulesOf } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { signedInUser } from './session.ts';

// The repayment schedule (issue 34 §1), from the fixtures' schedules, which flows' rule computes.

export const scheduleHandlers = {
  getInvestmentSchedule: http.get('/investments/{id}/schedule', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role === 'ADMIN') return errorResponse(11);
    // The demo investor's own investments, by the ids the dashboard's investment history gives them.
    const schedule = demoSchedulesOf('approvedInvestor').get(Number(params.id));
    return schedule ? response(200).json(schedule) : errorResponse(10);
  }),

  getProjectSchedule: http.get('/projects/{id}/schedule', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const schedule = demoProjectSchedule(Number(params.id));
    return schedule ? response(200).json(schedule) : errorResponse(17);
  }),
};
