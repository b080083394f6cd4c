import type { ServedCompetenceQuestion } from '@keystone/api';
import { KYC_STAGE_TITLES } from '@keystone/flows/kyc';
import type { CompetenceQuestionId } from '@keystone/flows/rules';
import { CompetenceQuestion } from './competence-question.tsx';

export const COMPETENCE_REVIEW_TEXTS = {
  heading: KYC_STAGE_TITLES.competenceReview,
  intro:
    'Before you invest, please show that you understand the risks of property crowdfunding. Answer all ten questions.',
  passed: 'Thank you. You have passed the competence review.',
} as const;

export interface CompetenceQuestionsProps {
  /** The questions the server served for this attempt, options in the served order. */
  questions: ReadonlyArray<ServedCompetenceQuestion>;
  answers: Readonly<Record<string, string | undefined>>;
  onAnswer: (topic: CompetenceQuestionId, answer: string) => void;
  disabled?: boolean;
  /** Set after a refused Next: unanswered questions are marked. */
  markMissing?: boolean;
}

/** The served questions, nothing chosen until the investor chooses. */
export function CompetenceQuestions({
  questions,
  answers,
  onAnswer,
  disabled = false,
  markMissing = false,
}: CompetenceQuestionsProps) {
  return (
    <ol className="flex list-decimal flex-col gap-4 ps-6 marker:font-medium marker:text-muted-foreground">
      {questions.map((question) => (
        <li key={question.questionId} className="ps-1">
          <CompetenceQuestion
            question={question}
            answer={answers[question.topic]}
            disabled={disabled}
            invalid={markMissing && !answers[question.topic]}
            onAnswer={(answer) => onAnswer(question.topic, answer)}
          />
        </li>
      ))}
    </ol>
  );
}
