import { COMPETENCE_QUESTIONS } from '@keystone/flows/competence';
import { KYC_STAGE_TITLES } from '@keystone/flows/kyc';
import type { CompetenceAnswers, CompetenceQuestionId } from '@keystone/flows/rules';
import { Message } from '@keystone/ui';
import { CompetenceQuestion } from './competence-question.tsx';

export const COMPETENCE_REVIEW_TEXTS = {
  heading: KYC_STAGE_TITLES.competenceReview,
  intro:
    'Before you invest, please show that you understand the risks of property crowdfunding. Answer all ten questions.',
  passed: 'Thank you. You have passed the competence review.',
} as const;

export interface CompetenceQuestionsProps {
  answers: CompetenceAnswers;
  onAnswer: (questionId: CompetenceQuestionId, answer: string) => void;
  disabled?: boolean;
  /** 'Please, answer all the questions' after a refused Next: unanswered questions are marked. */
  missingAnswersMessage?: string;
  /** 'Attempts left: N' or the no-attempts message. */
  attemptsMessage?: string;
  passed?: boolean;
}

/** The ten questions and what is said about them: the competence stage binds them to its form's `answers`. */
export function CompetenceQuestions({
  answers,
  onAnswer,
  disabled = false,
  missingAnswersMessage,
  attemptsMessage,
  passed = false,
}: CompetenceQuestionsProps) {
  return (
    <>
      <ol className="flex list-decimal flex-col gap-4 ps-6 marker:font-medium marker:text-muted-foreground">
        {COMPETENCE_QUESTIONS.map((question) => (
          <li key={question.id} className="ps-1">
            <CompetenceQuestion
              question={question}
              answer={answers[question.id]}
              disabled={disabled}
              invalid={missingAnswersMessage !== undefined && !answers[question.id]}
              onAnswer={(answer) => onAnswer(question.id, answer)}
            />
          </li>
        ))}
      </ol>

      <div className="flex flex-col gap-3" data-slot="competence-review-messages">
        {missingAnswersMessage && (
          <Message variant="error" dismissible={false}>
            {missingAnswersMessage}
          </Message>
        )}
        {attemptsMessage && (
          <Message variant="error" dismissible={false}>
            {attemptsMessage}
          </Message>
        )}
        {passed && (
          <Message variant="success" dismissible={false}>
            {COMPETENCE_REVIEW_TEXTS.passed}
          </Message>
        )}
      </div>
    </>
  );
}
