import { demoProjectList } from '../fixtures/index.ts';
import type { FieldError } from '@keystone/api';
import { DEMO_PDF_BASE64 } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { signedInUser } from './session.ts';

export const pledgesHandlers = {
  getValidPledgeSum: http.get('/pledges/valid-pledge-sum', ({ request, query, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const project = demoProjectList.find((candidate) => candidate.id === Number(query.get('projectId')));
    if (!project) return errorResponse(17);
    const shortRemainingPence = project.shortFundingTargetPence - project.shortFundedSumPence;
    const shortMaximumPence = shortRemainingPence;
    const longMaximumPence =
      project.longFundingTargetPence === null
        ? null
        : project.longFundingTargetPence - (project.longFundedSumPence ?? 0);
    const shortAmount = Number(query.get('shortAmountPence'));
    const longAmount = Number(query.get('longAmountPence') ?? 0);
    const fieldErrors: FieldError[] = [];
    if (shortAmount > 0 && shortAmount < project.shortFundingMinimumPence) {
      fieldErrors.push({ field: 'shortAmountPence', message: 'Custom Amount shall be more than the Pledge Minimum' });
    }
    if (shortAmount > shortMaximumPence) {
      fieldErrors.push({ field: 'shortAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' });
    }
    if (longAmount > 0 && (longMaximumPence === null || longAmount > longMaximumPence)) {
      fieldErrors.push({ field: 'longAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' });
    }
    return response(200).json({
      valid: fieldErrors.length === 0,
      shortMinimumPence: project.shortFundingMinimumPence,
      shortMaximumPence,
      shortRemainingPence,
      longMinimumPence: project.longFundingMinimumPence,
      longMaximumPence,
      longRemainingPence: longMaximumPence,
      fieldErrors,
    });
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
    const { fromWallet, smsCode } = await request.json();
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
      status: fromWallet ? 'SUCCEEDED' : 'PENDING',
    } as const;
    const account = fromWallet
      ? { accountName: null, accountNumber: null, sortCode: null }
      : { accountName: 'Keystone Client Money', accountNumber: '00012345', sortCode: '040004' };
    return response(200).json({
      pledgeId: 1,
      source: fromWallet ? 'E_WALLET' : 'BANK_TRANSFER',
      investorName,
      sumPence: investment.amountPence,
      ...account,
      investments: [investment],
    });
  }),
};
