import type { InvestorDeclaration, User } from '@keystone/api';
import { competenceReviews, declarationStatusOf, signedDeclarationOf } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';

/**
 * The KYC calls answered from one profile that remembers each save, as the server does (the shared mocks answer
 * from the demo user every time). `reset()` in a story's `beforeEach`, since a story may run more than once.
 */
export function kycServer(initial: User) {
  let user = initial;
  let declaration: InvestorDeclaration | null = null;
  const handlers = {
    // The declaration signs for the category the profile holds now, by flows' rules, as the server does.
    getInvestorDeclaration: http.get('/user/declaration', ({ response }) =>
      response(200).json(declarationStatusOf(user, declaration, { now: new Date() })),
    ),
    signInvestorDeclaration: http.post('/user/declarations', async ({ request, response }) => {
      const now = new Date();
      const signing = signedDeclarationOf(user, await request.json(), now);
      if ('fieldErrors' in signing) return errorResponse(2, { fieldErrors: signing.fieldErrors });
      declaration = signing.declaration;
      return response(201).json(declarationStatusOf(user, declaration, { now }));
    }),
    getCurrentUser: http.get('/user', ({ response }) => response(200).json(user)),
    getCompetenceReview: http.get('/user/competence-review', ({ response }) =>
      response(200).json(user.competenceReviewPassed ? competenceReviews.passed : competenceReviews.answering),
    ),
    updateCurrentUser: http.put('/user', async ({ request, query, response }) => {
      const { answers, ...fields } = await request.json();
      const graded = String(query.get('validateQuestions')) === 'true' && answers !== undefined;
      user = { ...user, ...fields, competenceReviewPassed: user.competenceReviewPassed || graded };
      return response(200).json(user);
    }),
    startKycProcedure: http.put('/user/start-kyc-procedure', ({ response }) => {
      if (user.kycProcedureFinished) return errorResponse(14);
      user = { ...user, kycProcedureFinished: true };
      return response(200).json(user);
    }),
  };
  return {
    handlers,
    reset: () => {
      user = initial;
      declaration = null;
    },
  };
}
