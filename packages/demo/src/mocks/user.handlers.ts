import type { User } from '@keystone/api';
import { MAX_COMPETENCE_ATTEMPTS } from '@keystone/flows/constants';
import { normalizeAccountNumber, normalizeSortCode, toE164Uk } from '@keystone/flows/rules';
import { competenceReviews, NEXT_ATTEMPT_AT } from '../fixtures/competence.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { INVALID_ONE_TIME_TOKEN, WRONG_COMPETENCE_ANSWER } from './mock-values.ts';
import { findDemoUserByEmail, signedInUser, startMockSession } from './session.ts';

/** A change a browser made (no bearer token) stays in its mock session, as the server would keep it. */
function kept(request: Request, user: User): User {
  if (!request.headers.has('Authorization')) startMockSession(user);
  return user;
}

/** '07700 900999' or '7700900999' as the server stores it, '+447700900999' (flows' rule); anything else as typed. */
const storedPhone = (typed: string): string => toE164Uk(typed) ?? typed;

export const userHandlers = {
  getCurrentUser: http.get('/user', ({ request, response }) => {
    const user = signedInUser(request);
    return user ? response(200).json(user) : errorResponse(6);
  }),

  getCompetenceReview: http.get('/user/competence-review', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.competenceReviewPassed) return response(200).json(competenceReviews.passed);
    if (user.usedAnswerAttempts >= MAX_COMPETENCE_ATTEMPTS) return response(200).json(competenceReviews.locked);
    return response(200).json(competenceReviews.answering);
  }),

  updateCurrentUser: http.put('/user', async ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { answers, ...fields } = await request.json();
    let saved: User = { ...user, ...fields };
    if (String(query.get('validateQuestions')) === 'true' && answers) {
      if (user.usedAnswerAttempts >= MAX_COMPETENCE_ATTEMPTS) return errorResponse(39);
      if (Object.values(answers).includes(WRONG_COMPETENCE_ANSWER)) {
        const { attemptsLeft, topicsToRead } = competenceReviews.waiting;
        return errorResponse(38, { attemptsLeft, topicsToRead: [...topicsToRead], availableAt: NEXT_ATTEMPT_AT });
      }
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
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { sortCode, accountNumber } = await request.json();
    return response(200).json(
      kept(request, {
        ...user,
        sortCode: sortCode === undefined ? user.sortCode : normalizeSortCode(sortCode),
        accountNumber: accountNumber === undefined ? user.accountNumber : normalizeAccountNumber(accountNumber),
      }),
    );
  }),

  // Like the server: the website and photo at once, a new phone or e-mail waiting; another account's e-mail code 12.
  updateContactDetails: http.put('/user/details', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { email, phoneNumber, website, photo } = await request.json();
    const newEmail = email?.trim().toLowerCase();
    const newPhone = phoneNumber === undefined ? undefined : storedPhone(phoneNumber.trim());
    if (newEmail && newEmail !== user.email && findDemoUserByEmail(newEmail)) return errorResponse(12);
    return response(200).json(
      kept(request, {
        ...user,
        website: website === undefined ? user.website : website.trim() || null,
        photo: photo ?? user.photo,
        awaitingConfirmEmail: newEmail && newEmail !== user.email ? newEmail : user.awaitingConfirmEmail,
        awaitingConfirmPhone: newPhone && newPhone !== user.phoneNumber ? newPhone : user.awaitingConfirmPhone,
      }),
    );
  }),

  confirmDetailsChange: http.post('/user/confirm/{token}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    if (params.token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(200).json(
      kept(request, {
        ...user,
        email: user.awaitingConfirmEmail ?? user.email,
        phoneNumber: user.awaitingConfirmPhone ?? user.phoneNumber,
        emailVerified: user.awaitingConfirmEmail ? false : user.emailVerified,
        awaitingConfirmEmail: null,
        awaitingConfirmPhone: null,
      }),
    );
  }),
};
