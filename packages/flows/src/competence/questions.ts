import type { CompetenceQuestionId } from '../rules/competence-answers.ts';

// The competence review's original questions (issue 4: the risks of property crowdfunding), the first of each topic
// in the bank (question-bank.ts). Which option is right is in answer-key.ts, which the portal's entry may not reach
// (.dependency-cruiser.cjs), so a person cannot read the answers out of the portal's bundle.

export interface CompetenceOption {
  /** What `PUT /user` sends as the answer (`CompetenceAnswers.qN`). */
  id: string;
  label: string;
}

export interface CompetenceQuestion {
  id: CompetenceQuestionId;
  text: string;
  options: ReadonlyArray<CompetenceOption>;
}

export const COMPETENCE_QUESTIONS: ReadonlyArray<CompetenceQuestion> = [
  {
    id: 'q1',
    text: 'If a project you invest in fails, how much of the money you put into it could you lose?',
    options: [
      { id: 'a', label: 'None of it: the platform repays investors from its own funds' },
      { id: 'b', label: 'Only the interest that was due, never the money invested' },
      { id: 'c', label: 'Some or all of it' },
      { id: 'd', label: 'At most half of it' },
    ],
  },
  {
    id: 'q2',
    text: 'Is money you invest in projects on this platform protected by the Financial Services Compensation Scheme (FSCS)?',
    options: [
      { id: 'a', label: 'Yes, up to £85,000 per person, as with a bank account' },
      { id: 'b', label: 'No, the FSCS does not cover these investments' },
      { id: 'c', label: 'Yes, but only for investments made through the e-wallet' },
    ],
  },
  {
    id: 'q3',
    text: 'Can you take your money out of a project before the project ends?',
    options: [
      { id: 'a', label: 'Yes, at any time, with one day’s notice' },
      { id: 'b', label: 'Yes, once the first three months have passed' },
      { id: 'c', label: 'Usually not: it stays locked in until the project ends, which can be later than planned' },
    ],
  },
  {
    id: 'q4',
    text: 'What does the target return shown for a project mean?',
    options: [
      { id: 'a', label: 'It is an aim: it may be paid late, paid in part or not paid at all' },
      { id: 'b', label: 'It is a return the platform guarantees to pay' },
      { id: 'c', label: 'It is the least you will receive' },
    ],
  },
  {
    id: 'q5',
    text: 'How does investing in a project compare with a savings account?',
    options: [
      { id: 'a', label: 'It is a savings account that pays more interest' },
      { id: 'b', label: 'It is not a savings account: your money is at risk and you cannot withdraw it on demand' },
      { id: 'c', label: 'It is a savings account backed by property, so the money is safe' },
    ],
  },
  {
    id: 'q6',
    text: 'A loan to a developer is secured on the property. What does that security do?',
    options: [
      { id: 'a', label: 'It guarantees that investors get all their money back' },
      {
        id: 'b',
        label:
          'It gives lenders a claim on the property if the loan is not repaid, but a sale can take time and may not raise enough to repay everyone',
      },
      { id: 'c', label: 'It means the property cannot fall in value while the loan runs' },
      { id: 'd', label: 'It makes no difference to investors at all' },
    ],
  },
  {
    id: 'q7',
    text: 'What can happen to your investment if the developer who borrowed the money gets into financial difficulty?',
    options: [
      { id: 'a', label: 'Nothing: the platform makes the repayments instead' },
      { id: 'b', label: 'Payments can be delayed or stop, and you can lose some or all of your money' },
      { id: 'c', label: 'The loan passes to another developer, who repays it in full' },
    ],
  },
  {
    id: 'q8',
    text: 'Which approach usually limits the harm one failed project can do to you?',
    options: [
      { id: 'a', label: 'Putting all your money into the project with the highest target return' },
      {
        id: 'b',
        label: 'Spreading smaller amounts across several projects, and investing only money you can afford to lose',
      },
      { id: 'c', label: 'Adding more money to a project that is running late, to help it finish' },
    ],
  },
  {
    id: 'q9',
    text: 'How can fees and charges affect you as an investor?',
    options: [
      { id: 'a', label: 'They never affect what investors receive' },
      { id: 'b', label: 'They are charged only when a project makes a profit for you' },
      {
        id: 'c',
        label:
          'Where they apply, they can reduce the return you receive, so read how a project’s fees work before you invest',
      },
    ],
  },
  {
    id: 'q10',
    text: 'How do you receive interest and the money you invested back?',
    options: [
      {
        id: 'a',
        label:
          'Payouts reach your e-wallet when the developer pays, on the project’s payment dates, and can be late or smaller than planned',
      },
      { id: 'b', label: 'Every month, whatever happens to the project' },
      { id: 'c', label: 'Only when you ask the developer for it' },
    ],
  },
];
