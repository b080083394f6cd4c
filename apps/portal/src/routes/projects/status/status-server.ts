import { demoProjectPayments, demoProjects } from '@keystone/demo/fixtures';
import type { Project, ProjectInput, ProjectStatus } from '@keystone/api';
import { errorResponse, http, type handlers } from '@keystone/demo/mocks';
import { canMakePayments } from '@keystone/flows/payouts';
import { nextProjectStatus, type SystemStatusEvent } from '@keystone/flows/projects';

// The server as the status stories need it: one project, stored between the calls of a story, whose status the
// admin's save and the server's own events move on, each by the status machine.

const { draft, comingSoon, availableToPledge, developmentBegan, complete } = demoProjects;

/** The statuses only a project with a long term reaches. */
const LONG_TERM_ONLY: readonly ProjectStatus[] = ['COMPLETE_SHORT_TERM', 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG'];

/** Both terms fully funded: the demo project open for pledges, every pledge in. */
const fundedWithLongTerm: Project = {
  ...availableToPledge,
  shortFundedSumPence: availableToPledge.shortFundingTargetPence,
  longFundedSumPence: availableToPledge.longFundingTargetPence,
};

/** A demo project as it would be in `status`, with a long term or without (by default, as the status implies). */
export function projectIn(status: ProjectStatus, allowLongTerm = LONG_TERM_ONLY.includes(status)): Project {
  if (allowLongTerm) return { ...(status === 'AVAILABLE_TO_PLEDGE' ? availableToPledge : fundedWithLongTerm), status };
  const like: Partial<Record<ProjectStatus, Project>> = {
    DRAFT: draft,
    COMING_SOON: comingSoon,
    AVAILABLE_TO_PLEDGE: { ...availableToPledge, allowLongTerm: false, longFundedSumPence: null },
    COMPLETE: complete,
    ARCHIVED: complete,
  };
  return { ...(like[status] ?? developmentBegan), status };
}

/**
 * The server's answers about `initial`: it reads as stored, a save stores the status chosen, and 'Make payments'
 * makes the server's `paying` event happen (the status machine says where it leads).
 */
export function projectServer(initial: Project, paying?: SystemStatusEvent) {
  let stored = initial;
  const saves: ProjectInput[] = [];
  const applied = (event: SystemStatusEvent) =>
    nextProjectStatus(stored.status, { type: event }, { allowLongTerm: stored.allowLongTerm }) ?? stored.status;
  return {
    /** A story starts from the project as given, nothing saved. */
    reset() {
      stored = initial;
      saves.length = 0;
    },
    /** What each save sent, in order. */
    saves,
    /** An investor's money for the short term is recorded; the target filled, the server moves the project on. */
    recordShortInvestment(amountPence: number) {
      const shortFundedSumPence = stored.shortFundedSumPence + amountPence;
      stored = { ...stored, shortFundedSumPence };
      if (shortFundedSumPence >= stored.shortFundingTargetPence) {
        stored = { ...stored, status: applied('SYSTEM_SHORT_TARGET_REACHED') };
      }
    },
    handlers: {
      getProject: http.get('/projects/{id}', ({ response }) => response(200).json(stored)),
      updateProject: http.put('/projects/{id}', async ({ request, response }) => {
        const body = await request.json();
        saves.push(body);
        stored = { ...stored, status: body.status };
        return response(200).json(stored);
      }),
      listProjectPayments: http.get('/projects/{id}/payments', ({ response }) =>
        response(200).json(demoProjectPayments),
      ),
      makeProjectPayments: http.post('/projects/{id}/payments/make', ({ response }) => {
        if (!paying || !canMakePayments(stored.status, demoProjectPayments.payments[0])) return errorResponse(10);
        stored = { ...stored, status: applied(paying) };
        return response(204).empty();
      }),
    } satisfies Partial<typeof handlers>,
  };
}
