import type { CompetenceQuestionId } from '@keystone/flows/rules';

// The right option of each competence question (packages/flows/src/competence/questions.ts). Kept on the server
// only, so the answers cannot be read out of the portal's bundle.
export const COMPETENCE_KEY: Readonly<Record<CompetenceQuestionId, string>> = {
  q1: 'c', // some or all of the money can be lost
  q2: 'b', // no FSCS protection
  q3: 'c', // locked in until the project ends
  q4: 'a', // a target return is an aim, not a promise
  q5: 'b', // not a savings account
  q6: 'b', // security is a claim on the property, not a guarantee
  q7: 'b', // borrower credit risk
  q8: 'b', // diversify and invest only what you can afford to lose
  q9: 'c', // fees can reduce the return
  q10: 'a', // payouts arrive when the developer pays, possibly late or smaller
};
