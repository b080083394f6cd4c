import type { CompetenceAnswers, CompetenceReview } from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls the competence review makes. Each placeholder refuses loudly; the host supplies the real call
// with `machine.provide({ actors })`, rejecting with the contract's error body.

function notProvided(name: string): never {
  throw new Error(`competenceReview: provide the ${name} actor with machine.provide({ actors })`);
}

/** `GET /user/competence-review`: the review as it stands, serving the open attempt's questions. */
export const loadCompetenceReviewPlaceholder = fromPromise<CompetenceReview>(async () => notProvided('loadReview'));

/** `PUT /user?validateQuestions=true` with `{ answers }`: grades the served questions (codes 38, 39, 44). */
export const gradeCompetenceAnswersPlaceholder = fromPromise<unknown, { answers: CompetenceAnswers }>(async () =>
  notProvided('gradeAnswers'),
);
