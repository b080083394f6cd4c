// The right option of each question in the bank (question-bank.ts). Exported only as `@keystone/flows/competence-key`
// for the server and the tests: the portal shows what the server served and must not carry this.
export const COMPETENCE_ANSWER_KEY: Readonly<Record<string, string>> = {
  'q1-1': 'c', // some or all of the money can be lost
  'q1-2': 'b',
  'q1-3': 'c', // only money you can afford to lose
  'q2-1': 'b', // no FSCS protection
  'q2-2': 'b',
  'q2-3': 'c', // the ombudsman hears complaints, it does not repay losses
  'q3-1': 'c', // locked in until the project ends
  'q3-2': 'a',
  'q3-3': 'c',
  'q4-1': 'a', // a target return is an aim, not a promise
  'q4-2': 'b',
  'q4-3': 'c', // higher return, higher risk
  'q5-1': 'b', // not a savings account
  'q5-2': 'b',
  'q5-3': 'c', // not for emergency savings
  'q6-1': 'b', // security is a claim on the property, not a guarantee
  'q6-2': 'b',
  'q6-3': 'a', // loan-to-value against a value that can fall
  'q7-1': 'b', // borrower credit risk
  'q7-2': 'b',
  'q7-3': 'c', // cost overruns
  'q8-1': 'b', // diversify and invest only what you can afford to lose
  'q8-2': 'a',
  'q8-3': 'b',
  'q9-1': 'c', // fees can reduce the return
  'q9-2': 'b',
  'q9-3': 'c',
  'q10-1': 'a', // payouts arrive when the developer pays, possibly late or smaller
  'q10-2': 'b',
  'q10-3': 'a',
};

/** The right option of a served question, `undefined` for a question not in the bank. */
export function rightOption(questionId: string): string | undefined {
  return COMPETENCE_ANSWER_KEY[questionId];
}
