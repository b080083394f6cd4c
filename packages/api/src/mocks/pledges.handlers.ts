import { demoProjectList } from '../fixtures/index.ts';
import type { FieldError, PledgeLimits, Project } from '../types.ts';
import { DEMO_PDF_BASE64 } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { signedInUser } from './session.ts';

/** The demo project's limits as the server computes them: what remains of each target, the minimum at most that. */
export function mockPledgeLimits(project: Project): PledgeLimits {
  const shortRemainingPence = project.shortFundingTargetPence - project.shortFundedSumPence;
  const longRemainingPence =
    project.longFundingTargetPence === null ? null : project.longFundingTargetPence - (project.longFundedSumPence ?? 0);
  return {
    shortMinimumPence: Math.min(project.shortFundingMinimumPence, shortRemainingPence),
    shortMaximumPence: shortRemainingPence,
    shortRemainingPence,
    longMinimumPence:
      longRemainingPence === null ? null : Math.min(project.longFundingMinimumPence ?? 0, longRemainingPence),
    longMaximumPence: longRemainingPence,
    longRemainingPence,
  };
}

export const pledgesHandlers = {
  getPledgeLimits: http.get('/projects/{id}/pledge-limits', ({ request, params, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const project = demoProjectList.find((candidate) => candidate.id === Number(params.id));
    return project ? response(200).json(mockPledgeLimits(project)) : errorResponse(17);
  }),

  getValidPledgeSum: http.get('/pledges/valid-pledge-sum', ({ request, query, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const project = demoProjectList.find((candidate) => candidate.id === Number(query.get('projectId')));
    if (!project) return errorResponse(17);
    const limits = mockPledgeLimits(project);
    const shortAmount = Number(query.get('shortAmountPence'));
    const longAmount = Number(query.get('longAmountPence'));
    const fieldErrors: FieldError[] = [];
    if (shortAmount > 0 && shortAmount < limits.shortMinimumPence) {
      fieldErrors.push({ field: 'shortAmountPence', message: 'Custom Amount shall be more than the Pledge Minimum' });
    }
    if (shortAmount > limits.shortMaximumPence) {
      fieldErrors.push({ field: 'shortAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' });
    }
    if (longAmount > 0 && (limits.longMaximumPence === null || longAmount > limits.longMaximumPence)) {
      fieldErrors.push({ field: 'longAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' });
    }
    return response(200).json({ valid: fieldErrors.length === 0, limits, fieldErrors });
  }),

  startPledge: http.post('/pledges', async ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const { projectId } = await request.json();
    if (!demoProjectList.some((project) => project.id === projectId)) return errorResponse(17);
    return response(201).json({
      pledgeId: 1,
      agreement: DEMO_PDF_BASE64,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
  }),

  sendPledgeSms: http.put('/pledges/{id}/send-sms', ({ request, response }) => {
    return signedInUser(request) ? response(204).empty() : errorResponse(6);
  }),

  finishPledge: http.put('/pledges/{id}', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { source, smsCode } = await request.json();
    if (smsCode !== MOCK_SMS_CODE) {
      return errorResponse(2, { fieldErrors: [{ field: 'smsCode', message: 'Incorrect format' }] });
    }
    const investorName = user.fullName ?? user.email;
    const investment = {
      investmentId: 1,
      agreementId: 1,
      term: 'SHORT',
      amountPence: 500_000,
      referenceNumber: 'KS-INV-000001',
      status: source === 'E_WALLET' ? 'SUCCEEDED' : 'PENDING',
    } as const;
    const account =
      source === 'E_WALLET'
        ? { accountName: null, accountNumber: null, sortCode: null }
        : { accountName: 'Keystone Client Money', accountNumber: '00012345', sortCode: '040004' };
    return response(200).json({
      pledgeId: 1,
      source,
      investorName,
      sumPence: investment.amountPence,
      ...account,
      investments: [investment],
    });
  }),
};
