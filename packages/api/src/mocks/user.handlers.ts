import type { User } from '../types.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { INVALID_ONE_TIME_TOKEN, WRONG_COMPETENCE_ANSWER } from './mock-values.ts';
import { signedInUser } from './session.ts';

export const userHandlers = {
  getCurrentUser: http.get('/user', ({ request, response }) => {
    const user = signedInUser(request);
    return user ? response(200).json(user) : errorResponse(6);
  }),

  updateCurrentUser: http.put('/user', async ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { answers, ...fields } = await request.json();
    let saved: User = { ...user, ...fields };
    if (String(query.get('validateQuestions')) === 'true' && answers) {
      if (user.usedAnswerAttempts >= 3) return errorResponse(39);
      if (Object.values(answers).includes(WRONG_COMPETENCE_ANSWER)) return errorResponse(38);
      saved = { ...saved, competenceReviewPassed: true };
    }
    return response(200).json(saved);
  }),

  startKycProcedure: http.put('/user/start-kyc-procedure', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.kycProcedureFinished) return errorResponse(14);
    return response(200).json({ ...user, kycProcedureFinished: true });
  }),

  restartKycProcedure: http.put('/user/restart-kyc-procedure', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.kycStatus === 'APPROVED') return errorResponse(14);
    if (user.kycStatus === 'IN_PROGRESS') return errorResponse(16);
    return response(200).json({
      ...user,
      kycStatus: 'DRAFT',
      kycProcedureFinished: false,
      kycRejectReason: null,
      addressProofRejectReason: null,
      articlesOfAssociationRejectReason: null,
      identityProofRejectReason: null,
      registrationProofRejectReason: null,
      shareholderDeclarationRejectReason: null,
    });
  }),

  updateBankDetails: http.put('/user/bank-details', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    return response(200).json({ ...user, ...(await request.json()) });
  }),

  updateContactDetails: http.put('/user/details', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { email, phoneNumber, website, photo } = await request.json();
    return response(200).json({
      ...user,
      website: website ?? user.website,
      photo: photo ?? user.photo,
      awaitingConfirmEmail: email && email !== user.email ? email : user.awaitingConfirmEmail,
      awaitingConfirmPhone: phoneNumber !== user.phoneNumber ? phoneNumber : user.awaitingConfirmPhone,
    });
  }),

  confirmDetailsChange: http.post('/user/confirm/{token}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (params.token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(200).json({
      ...user,
      email: user.awaitingConfirmEmail ?? user.email,
      phoneNumber: user.awaitingConfirmPhone ?? user.phoneNumber,
      awaitingConfirmEmail: null,
      awaitingConfirmPhone: null,
    });
  }),
};
