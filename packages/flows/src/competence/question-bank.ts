import type { CompetenceQuestionId } from '../rules/competence-answers.ts';
import { COMPETENCE_QUESTIONS, type CompetenceOption } from './questions.ts';

// The bank the server serves each attempt from: three questions on each of the ten topics (the first is the
// original question of issue 4). Which option is right is kept apart (answer-key.ts), so the portal, which shows
// only what the server served, never carries the answers.

export interface BankQuestion {
  /** `q3-2`: the topic and the question's number within it; what the server remembers it served. */
  id: string;
  topic: CompetenceQuestionId;
  text: string;
  options: ReadonlyArray<CompetenceOption>;
}

type Variant = Omit<BankQuestion, 'id' | 'topic'>;

const MORE_QUESTIONS: Readonly<Record<CompetenceQuestionId, readonly [Variant, Variant]>> = {
  q1: [
    {
      text: 'You invest £1,000 in a loan to a developer and the development fails. What is the worst that can happen?',
      options: [
        { id: 'a', label: 'You get the £1,000 back but no interest' },
        { id: 'b', label: 'You lose all £1,000' },
        { id: 'c', label: 'You lose up to £100, the rest is insured' },
      ],
    },
    {
      text: 'Which money should you invest in property crowdfunding?',
      options: [
        { id: 'a', label: 'Money you need for bills in the next few months' },
        { id: 'b', label: 'Money you have borrowed, as the returns will repay it' },
        { id: 'c', label: 'Only money you can afford to lose completely' },
      ],
    },
  ],
  q2: [
    {
      text: 'If the developer or the platform fails, who will pay you compensation for the money you lost?',
      options: [
        { id: 'a', label: 'The Financial Services Compensation Scheme, up to £85,000' },
        { id: 'b', label: 'Probably no one: you are unlikely to be protected if something goes wrong' },
        { id: 'c', label: 'The government, as property investments are backed by it' },
      ],
    },
    {
      text: 'What can the Financial Ombudsman Service do for you as an investor on this platform?',
      options: [
        { id: 'a', label: 'Repay any money you lose on a project' },
        { id: 'b', label: 'Guarantee the target return of every project' },
        {
          id: 'c',
          label:
            'It may look into a complaint about how the platform treated you, but it cannot give back money lost because a project did badly',
        },
      ],
    },
  ],
  q3: [
    {
      text: 'You need your money back urgently while the project is still running. What is most likely?',
      options: [
        { id: 'a', label: 'You will have to wait until the project repays, which may be later than planned' },
        { id: 'b', label: 'The platform will buy your investment back at once' },
        { id: 'c', label: 'You can sell it on a stock exchange the same day' },
      ],
    },
    {
      text: 'A project’s term is 18 months. When should you expect your money back?',
      options: [
        { id: 'a', label: 'Whenever you ask for it' },
        { id: 'b', label: 'Exactly 18 months from the day you invest, guaranteed' },
        {
          id: 'c',
          label: 'At the end of the project at the earliest, and it may take longer or not come back in full',
        },
      ],
    },
  ],
  q4: [
    {
      text: 'A project shows a target return of 9% a year. What will you receive?',
      options: [
        { id: 'a', label: 'Exactly 9% a year, whatever happens' },
        { id: 'b', label: 'Possibly less than 9%, later than planned, or nothing at all' },
        { id: 'c', label: 'At least 9% a year, and more if the project does well' },
      ],
    },
    {
      text: 'Why can a project offer a higher return than a bank?',
      options: [
        { id: 'a', label: 'Because the money is insured' },
        { id: 'b', label: 'Because the platform adds its own money to the returns' },
        { id: 'c', label: 'Because the risk of losing money is higher' },
      ],
    },
  ],
  q5: [
    {
      text: 'How is money invested here different from money in a bank savings account?',
      options: [
        { id: 'a', label: 'It is no different: both are safe and can be taken out at any time' },
        {
          id: 'b',
          label: 'It is at risk, it is not covered by the FSCS and it cannot be taken out when you like',
        },
        { id: 'c', label: 'It earns more and is protected in the same way' },
      ],
    },
    {
      text: 'Is it sensible to keep your emergency savings in property crowdfunding projects?',
      options: [
        { id: 'a', label: 'Yes, as long as you choose projects with a short term' },
        { id: 'b', label: 'Yes, because property always holds its value' },
        { id: 'c', label: 'No: you could lose it and you may not be able to get it back when you need it' },
      ],
    },
  ],
  q6: [
    {
      text: 'A loan has a first charge on the property. If the developer cannot repay, what usually happens?',
      options: [
        { id: 'a', label: 'Investors are repaid in full the next day' },
        {
          id: 'b',
          label:
            'The property may be sold to repay the lenders, which can take a long time and may raise less than is owed',
        },
        { id: 'c', label: 'The loan is simply written off and nothing more is done' },
      ],
    },
    {
      text: 'A project’s loan-to-value is 70%. What does that tell you?',
      options: [
        { id: 'a', label: 'The loan is 70% of the property’s estimated value, which could fall' },
        { id: 'b', label: 'You are guaranteed to get 70% of your money back' },
        { id: 'c', label: 'The project has a 70% chance of success' },
      ],
    },
  ],
  q7: [
    {
      text: 'The developer behind a project has money troubles. How could this affect you?',
      options: [
        { id: 'a', label: 'It cannot: your investment is separate from the developer' },
        { id: 'b', label: 'Your payments could be late or stop, and you could lose money' },
        { id: 'c', label: 'The platform must repay you from its own funds' },
      ],
    },
    {
      text: 'Building costs rise sharply during a development. What could that mean for investors?',
      options: [
        { id: 'a', label: 'Nothing, the returns are fixed' },
        { id: 'b', label: 'Investors always receive a higher return to make up for it' },
        { id: 'c', label: 'Delays, lower returns, or losses if the developer cannot finish or sell' },
      ],
    },
  ],
  q8: [
    {
      text: 'You have £10,000 you could invest. Which choice spreads the risk best?',
      options: [
        { id: 'a', label: 'Part of it across several projects, keeping the rest elsewhere' },
        { id: 'b', label: 'All of it in the one project you like most' },
        { id: 'c', label: 'All of it in the project that is closest to being funded' },
      ],
    },
    {
      text: 'Why is it unwise to put most of your savings into high-risk investments like these?',
      options: [
        { id: 'a', label: 'It is not unwise: high-risk investments always pay more in the end' },
        { id: 'b', label: 'If they fail you could lose money you cannot afford to lose' },
        { id: 'c', label: 'Because the platform does not allow more than one investment' },
      ],
    },
  ],
  q9: [
    {
      text: 'Where fees are charged on a project, what can they do?',
      options: [
        { id: 'a', label: 'Increase the return you receive' },
        { id: 'b', label: 'Reduce the return you receive' },
        { id: 'c', label: 'Nothing, as the developer always pays them' },
      ],
    },
    {
      text: 'Before investing, what should you check about fees?',
      options: [
        { id: 'a', label: 'Nothing, fees are the same everywhere' },
        { id: 'b', label: 'Only whether the platform charges a joining fee' },
        { id: 'c', label: 'What is charged, by whom and when, and how that affects the return you get' },
      ],
    },
  ],
  q10: [
    {
      text: 'When does interest from a project reach your e-wallet?',
      options: [
        { id: 'a', label: 'Every day, whatever the developer does' },
        {
          id: 'b',
          label: 'When the developer pays on the project’s payment dates, which can be late, or less than planned',
        },
        { id: 'c', label: 'Only at the end of every calendar year' },
      ],
    },
    {
      text: 'A developer pays an interest payment late. What happens to your payout?',
      options: [
        { id: 'a', label: 'It reaches you late too, or in part, or possibly not at all' },
        { id: 'b', label: 'The platform pays you on time from its own money' },
        { id: 'c', label: 'You receive double the next time, as a penalty' },
      ],
    },
  ],
};

/** Every question, by topic (q1 to q10) and number (`q1-1` is the original question). */
export const COMPETENCE_BANK: ReadonlyArray<BankQuestion> = COMPETENCE_QUESTIONS.flatMap((original) => [
  { id: `${original.id}-1`, topic: original.id, text: original.text, options: original.options },
  ...MORE_QUESTIONS[original.id].map((variant, index) => ({
    id: `${original.id}-${index + 2}`,
    topic: original.id,
    ...variant,
  })),
]);

export function bankQuestion(id: string): BankQuestion | undefined {
  return COMPETENCE_BANK.find((question) => question.id === id);
}
